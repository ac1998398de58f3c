import { pages } from '@svc/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n';
import { messages as taPublic } from '../i18n/catalogues/ta';
import { messages as taApp } from '../i18n/catalogues/ta-app';
import { serveContractExamples } from '../testing/contract-server';
import { renderRoute } from '../testing/render-route';

/** Whether closing or reloading the tab now would make the browser ask first. */
function tabCloseAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a settings screen with unsaved changes', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('the turnaround screen asks first: Stay keeps the edits, Leave goes; saved, it goes without asking', async () => {
    const server = serveContractExamples();
    const { router } = await renderRoute(pages.adminTurnaround, 'admin');
    const saturday = await screen.findByRole('switch', { name: 'Saturday: open' });
    // Nothing edited: leaving and closing the tab ask nothing.
    expect(tabCloseAsks()).toBe(false);

    fireEvent.click(saturday);
    expect(tabCloseAsks()).toBe(true);
    await act(() => router.navigate(pages.requests));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(ask).getByText('You have unsaved changes. Leave without saving?')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(pages.adminTurnaround);
    expect(screen.getByRole('switch', { name: 'Saturday: open' })).toHaveProperty('checked', false);

    // Saved: nothing is lost, so nothing is asked.
    fireEvent.click(screen.getByRole('button', { name: 'Save hours and holidays' }));
    await waitFor(() => expect(server.bodiesOf('saveWorkingCalendar')).toHaveLength(1));
    await waitFor(() => expect(tabCloseAsks()).toBe(false));
    await act(() => router.navigate(pages.requests));
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.requests));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });

  it('a rule typed and not saved asks too, and Leave leaves', async () => {
    serveContractExamples();
    const { router } = await renderRoute(pages.adminTurnaround, 'admin');
    const days = within(await screen.findByTestId('rule-form')).getByLabelText(/^Working days/);
    fireEvent.change(days, { target: { value: '3' } });
    await act(() => router.navigate(pages.requests));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.requests));
    await waitFor(() => expect(tabCloseAsks()).toBe(false));
  });

  it('the company screen asks first, in Tamil for a Tamil reader', async () => {
    serveContractExamples();
    await activateLanguage('ta');
    const { router } = await renderRoute(pages.adminCompany, 'admin');
    const name = (await screen.findByLabelText(new RegExp(`^${taApp.companyLetterheadName}`))) as HTMLInputElement;
    expect(tabCloseAsks()).toBe(false);
    fireEvent.change(name, { target: { value: `${name.value} Pvt Ltd` } });
    expect(tabCloseAsks()).toBe(true);
    await act(() => router.navigate(pages.requests));
    const ask = await screen.findByRole('dialog', { name: taApp.unsavedTitle });
    expect(within(ask).getByText(taApp.unsavedText)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: taPublic.unsavedStay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(pages.adminCompany);
  });
});
