import { EXAMPLES, pages } from '@svc/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const example = EXAMPLES.getProfile.reply;
const company = example.profile.company!;
/** The profile of an account whose mobile is not verified yet, on a server that can or cannot send to it. */
const profileWith = (sends: boolean) => ({
  ...example,
  profile: {
    ...example.profile,
    account_role: 'owner' as const,
    company: {
      ...company,
      mobile_verified_at: null,
      whatsapp_opt_in_at: null,
      mobile_verifiable: sends,
      whatsapp_available: sends,
    },
  },
});

describe('the profile’s mobile on a server with or without SMS and WhatsApp (decision 089)', {
  timeout: 20_000,
}, () => {
  afterEach(() => activateLanguage('en'));

  it('with neither: says verification is not available yet, offers no Verify and no WhatsApp updates', async () => {
    serveContractExamples({ getProfile: profileWith(false) });
    await renderRoute(pages.profile);
    const status = await screen.findByTestId('mobile-status', {}, { timeout: 10_000 });
    expect(within(status).getByText(/Verification is not available on this server yet/)).toBeTruthy();
    expect(within(status).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /WhatsApp/ })).toBeNull();
  });

  it('with neither, in Tamil: the same, in Tamil', async () => {
    serveContractExamples({ getProfile: profileWith(false) });
    await activateLanguage('ta');
    await renderRoute(pages.profile);
    const status = await screen.findByTestId('mobile-status', {}, { timeout: 10_000 });
    expect(within(status).getByText(/இந்தச் சேவையகத்தில் சரிபார்ப்பு இன்னும் கிடைக்கவில்லை/)).toBeTruthy();
    expect(within(status).queryByRole('button', { name: 'சரிபார்' })).toBeNull();
  });

  it('with a channel: offers Verify and the WhatsApp updates as before', async () => {
    serveContractExamples({ getProfile: profileWith(true) });
    await renderRoute(pages.profile);
    const status = await screen.findByTestId('mobile-status', {}, { timeout: 10_000 });
    expect(within(status).getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(within(status).queryByText(/Verification is not available/)).toBeNull();
    expect(screen.getByRole('switch', { name: /WhatsApp/ })).toBeTruthy();
  });
});
