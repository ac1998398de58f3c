import { AppMsg, IDLE_TIMEOUT_MS, Msg, pages } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n';
import { messages as ta } from '../i18n/catalogues/ta';
import { messages as taApp } from '../i18n/catalogues/ta-app';
import { touchIdleDeadline } from '../lib/session-store';
import { serveContractExamples } from '../testing/contract-server';
import { renderRoute } from '../testing/render-route';

/** The words on the page, for checking that no English message is among them. */
const pageText = () => document.body.textContent ?? '';
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

// The specification's messages the web shows on its own (not a server's answer, which api-client
// localizes): each must come from the catalogue, so a Tamil reader gets Tamil.
describe("the specification's messages the screens show themselves, in Tamil", { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('Change Password: the two messages after saving are Tamil, then the forced logout', async () => {
    serveContractExamples();
    await activateLanguage('ta');
    const { router } = await renderRoute(pages.requests);

    fireEvent.click(await screen.findByRole('button', { name: new RegExp(taApp.accountMenu) }));
    // The menu's and the dialog's code load when first wanted (decisions 029, 075): more than a second here.
    fireEvent.click(await screen.findByRole('menuitem', { name: taApp.changePassword }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.change(field(taApp.oldPassword), { target: { value: 'Old@1234' } });
    fireEvent.blur(field(taApp.oldPassword));
    fireEvent.change(field(taApp.newPasswordLabel), { target: { value: 'New@12345' } });
    fireEvent.change(field(taApp.confirmPasswordLabel), { target: { value: 'New@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ta.save }));

    expect(await screen.findByText(ta.passwordChanged)).toBeTruthy();
    expect(await screen.findByText(ta.forcedLogout)).toBeTruthy();
    expect(pageText()).not.toContain(Msg.passwordChanged);
    expect(pageText()).not.toContain(Msg.forcedLogout);
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.login), { timeout: 5000 });
  });

  it('an hour idle: "Your session expired" is Tamil, on the page and in its message', async () => {
    serveContractExamples();
    await activateLanguage('ta');
    const { router } = await renderRoute(pages.requests);
    await screen.findByRole('button', { name: new RegExp(taApp.accountMenu) });

    // The shared deadline passed a moment ago, as after an hour with no activity.
    touchIdleDeadline(Date.now() - IDLE_TIMEOUT_MS - 1000);
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toBe(ta.sessionExpired);
    expect((await screen.findAllByText(ta.sessionExpired)).length).toBe(2);
    expect(pageText()).not.toContain(Msg.sessionExpired);
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.login), { timeout: 5000 });
  });

  it('Forgot password: once the code is sent, the subtitle saying so is Tamil', async () => {
    serveContractExamples();
    await activateLanguage('ta');
    await renderRoute(pages.forgotPassword, null);

    fireEvent.change(await screen.findByLabelText(new RegExp(`^${ta.userNameOrEmail}`)), {
      target: { value: 'murugan' },
    });
    fireEvent.click(screen.getByRole('button', { name: ta.sendResetCode }));

    expect(await screen.findByText(ta.resetSent)).toBeTruthy();
    expect(pageText()).not.toContain(AppMsg.resetSent);
  });
});
