import { Code, EXAMPLES, fillText, RatingMsg, ratingLink } from '@svc/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { messages as ta } from '../../i18n/catalogues/ta';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const key = EXAMPLES.ratingView.body.k;
const view = EXAMPLES.ratingView.reply;

describe('the rating page (/rate)', () => {
  afterEach(() => activateLanguage('en'));

  it("opens with the mail link's stars chosen and sends the stars and the comment, then thanks", async () => {
    const server = serveContractExamples();
    await renderRoute(ratingLink(key, 2), null);
    const group = await screen.findByRole('radiogroup');
    expect((within(group).getByRole('radio', { name: /^2 stars/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: /^4 stars/ }));
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Quick repair, clear updates.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByTestId('rating-thanks')).toBeTruthy();
    expect(screen.getByText(RatingMsg.thanks)).toBeTruthy();
    expect(server.bodiesOf('ratingSave')).toEqual([{ k: key, stars: 4, comment: 'Quick repair, clear updates.' }]);
  }, 20_000);

  it('asks for the stars before sending anything', async () => {
    const server = serveContractExamples();
    await renderRoute(ratingLink(key), null);
    fireEvent.click(await screen.findByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(RatingMsg.chooseStars)).toBeTruthy();
    expect(server.bodiesOf('ratingSave')).toEqual([]);
  });

  it('shows a rating already given, in the customer’s language', async () => {
    const rating = { stars: 5, comment: 'நன்று', rated_at: '2026-11-23T10:15:00.000Z' };
    serveContractExamples({ ratingView: { ...view, language: 'ta', rating } });
    await renderRoute(ratingLink(key), null);
    const shown = await screen.findByTestId('rating-already');
    expect(await within(shown).findByText(ta.alreadyRated, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(shown).getByText(ta.rateYourRating.replace('{stars}', '5'))).toBeTruthy();
  });

  it('switches to English with the toggle after opening in the customer’s Tamil, and stays so', async () => {
    const other = `${'B'.repeat(43)}c`;
    serveContractExamples({ ratingView: { ...view, language: 'ta' } });
    const first = await renderRoute(ratingLink(other), null);
    expect(await screen.findByRole('button', { name: ta.rateSubmit }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByRole('button', { name: 'Send rating' })).toBeTruthy();
    // A new language renders every screen anew (main.tsx keys the router by it): the page keeps the choice.
    first.unmount();
    await renderRoute(ratingLink(other), null);
    expect(await screen.findByRole('button', { name: 'Send rating' })).toBeTruthy();
    // The page's effects and the language's (cached) catalogue settle: still English.
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByRole('button', { name: ta.rateSubmit })).toBeTruthy();
  });

  it('gives the company’s number to call when the server refuses the link, in either language', async () => {
    const said = fillText(RatingMsg.badLinkCall, { phone: '+91 98400 12345' });
    const refused = new Response(JSON.stringify({ status: Code.notFound, message: said }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused.clone()),
    );
    await renderRoute(ratingLink(key), null);
    expect(await screen.findByText(said)).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByText(ta.badLinkCall.replace('{phone}', '+91 98400 12345'))).toBeTruthy();
  });

  it('says a malformed link is not valid, without asking the server', async () => {
    const server = serveContractExamples();
    await renderRoute('/rate?k=short', null);
    expect(await screen.findByTestId('rating-invalid')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
