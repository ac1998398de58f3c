import { pages } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n';
import { serveContractExamples } from '../testing/contract-server';
import { renderRoute } from '../testing/render-route';

const toggle = () => screen.getByTestId('language-toggle');

describe('the language switch with a form not saved', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('switches at once with nothing typed; typed, it asks: Stay keeps the words, Switch changes the language', async () => {
    serveContractExamples();
    await renderRoute(pages.addRequest);
    const docket = (await screen.findByRole('textbox', { name: 'Docket Number' })) as HTMLInputElement;

    fireEvent.change(docket, { target: { value: 'DTDC-4471' } });
    fireEvent.click(toggle());
    const ask = await screen.findByRole('dialog', { name: 'Switch language?' });
    expect(
      within(ask).getByText('Your changes on this screen are not saved yet. Switching the language clears them.'),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(docket.value).toBe('DTDC-4471');
    expect(toggle().textContent).toBe('தமிழ்');

    fireEvent.click(toggle());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch language' }));
    await waitFor(() => expect(toggle().textContent).toBe('English'));
  });

  it('with the words taken back out, nothing is left to lose and it switches without asking', async () => {
    serveContractExamples();
    await renderRoute(pages.addRequest);
    const docket = await screen.findByRole('textbox', { name: 'Docket Number' });
    fireEvent.change(docket, { target: { value: 'DTDC-4471' } });
    fireEvent.change(docket, { target: { value: '' } });
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().textContent).toBe('English'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
