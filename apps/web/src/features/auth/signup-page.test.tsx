import { AppMsg, Msg, pages } from '@svc/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const PERSON = {
  companyname: 'Priya Raman',
  contactperson: 'Priya Raman',
  email: 'priya.raman@example.com',
  mobile: '9876543210',
  address: '4 North Masi Street',
  city: 'Madurai',
  pincode: '625001',
  username: 'priyaraman',
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** A person's sign-up form filled in, in Tamil Nadu, with the GSTIN given (empty: none). */
async function fill(gstin: string) {
  await screen.findByRole('heading', { name: 'Your details' });
  type(/^Name or company name/, PERSON.companyname);
  type(/^Contact person/, PERSON.contactperson);
  // The state's select loads after the first paint.
  fireEvent.click(await screen.findByRole('combobox', { name: 'State' }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByRole('option', { name: 'Tamil Nadu (33)' }));
  type(/^GSTIN/, gstin);
  type(/^Email/, PERSON.email);
  type(/^Mobile/, PERSON.mobile);
  type(/^Address/, PERSON.address);
  type(/^City/, PERSON.city);
  type(/^Pincode/, PERSON.pincode);
  type(/^User name/, PERSON.username);
  type(/^Password/, 'Secret@123');
  type(/^Confirm password/, 'Secret@123');
}

describe('sign-up (/signup) without a GSTIN (issue 39)', { timeout: 30_000 }, () => {
  it('says the GSTIN is optional, sends an empty one and creates the account with it', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.signup, null);
    await fill('');
    expect(field(/^GSTIN \(optional\)/)).toBeTruthy();
    expect(screen.getByText(/Leave it empty if you are not registered for GST/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));

    await waitFor(() => expect(server.bodiesOf('getOtp')).toHaveLength(1), { timeout: 10_000 });
    expect(server.bodiesOf('getOtp')[0]).toMatchObject({ email: PERSON.email, username: PERSON.username, gstin: '' });
    expect(await screen.findByRole('heading', { name: 'Enter the verification code' })).toBeTruthy();
    const pins = document.querySelectorAll<HTMLInputElement>('input[inputmode="numeric"]');
    fireEvent.change(pins[0] as HTMLInputElement, { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(server.bodiesOf('insertCustomer')).toHaveLength(1), { timeout: 10_000 });
    expect(server.bodiesOf('insertCustomer')[0]).toMatchObject({
      ...PERSON,
      gstin: '',
      state: '33',
      otp: '482913',
    });
    expect(await screen.findByText(AppMsg.accountCreated)).toBeTruthy();
  });

  it('checks a typed GSTIN as before and sends nothing until it is right', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.signup, null);
    await fill('33ABCDE1234F1Z0');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText(Msg.enterValidGstin, {}, { timeout: 10_000 })).toBeTruthy();
    // A GSTIN of another state than the one chosen.
    type(/^GSTIN/, '29ABCDE1234F1ZW');
    fireEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText(AppMsg.gstinStateMismatch)).toBeTruthy();
    expect(server.bodiesOf('getOtp')).toEqual([]);
  });
});

describe('sign-up in Tamil on a phone (new-user trial)', { timeout: 30_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('lets the long label of its send button wrap instead of cutting it off, as every button of the theme', async () => {
    serveContractExamples();
    await activateLanguage('ta');
    await renderRoute(pages.signup, null);
    const send = await screen.findByRole('button', { name: 'சரிபார்ப்புக் குறியீட்டை அனுப்பு' }, { timeout: 10_000 });
    // Mantine's label is `white-space: nowrap; overflow: hidden` in a button of a fixed height: at 375 px the
    // label (280 px) was cut to "…அனுப்" in its 263 px button. The theme lets it wrap and the button grow.
    const label = send.querySelector<HTMLElement>('.mantine-Button-label');
    expect(label?.style.whiteSpace).toBe('normal');
    expect(label?.style.overflow).toBe('visible');
    expect(send.style.height).toBe('auto');
    expect(send.style.maxWidth).toBe('100%');
  });

  it('names the password fields’ eye buttons in Tamil, not in Mantine’s English', async () => {
    serveContractExamples();
    await activateLanguage('ta');
    await renderRoute(pages.signup, null);
    await screen.findByRole('button', { name: 'சரிபார்ப்புக் குறியீட்டை அனுப்பு' }, { timeout: 10_000 });
    // Not focusable (Mantine's default), so hidden from the tab order but not from screen readers.
    const eyes = screen.getAllByRole('button', { name: 'கடவுச்சொல்லைக் காட்டு' });
    expect(eyes).toHaveLength(2);
    expect(eyes[0]?.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
  });
});
