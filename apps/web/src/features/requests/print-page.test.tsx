import { EXAMPLES, formatAmount, printLink } from '@svc/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const { request_details: details, request_item_details: items } = EXAMPLES.printRequest.reply;
const item = items[0]!;

describe('the print of a request (/requestrepair/print)', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('shows a quote awaiting approval at the item card’s figure, labelled so, and charges nothing yet', async () => {
    serveContractExamples();
    await renderRoute(printLink(details.req_code));
    const page = await screen.findByTestId('print-page', {}, { timeout: 10_000 });
    const quote = `${formatAmount(item.charges.total)}`;
    // The item's line: its quote, awaiting approval (it said 0.00 before, and the total 0.00 alone).
    const row = within(page).getByText(item.item_name).closest('tr') as HTMLElement;
    expect(within(row).getByText(quote)).toBeTruthy();
    expect(within(row).getByText('Awaiting approval')).toBeTruthy();
    const awaiting = within(page).getByTestId('print-awaiting-approval');
    expect(within(awaiting).getByText('Quoted, awaiting approval')).toBeTruthy();
    expect(within(awaiting).getByText(quote)).toBeTruthy();
    // What is charged stays what is owed: nothing until approved.
    const total = within(page).getByText('Total', { selector: 'tfoot td' }).closest('tr') as HTMLElement;
    expect(within(total).getByText(formatAmount(details.total))).toBeTruthy();
  });

  it('names each cell by its column, for the phone’s stacked lines, in English and Tamil', async () => {
    serveContractExamples();
    await activateLanguage('ta');
    await renderRoute(printLink(details.req_code));
    const page = await screen.findByTestId('print-page', {}, { timeout: 10_000 });
    const headers = [...page.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toHaveLength(7);
    expect(headers).toContain('மொத்தம் (₹)');
    for (const row of page.querySelectorAll('tbody tr')) {
      // Below 600 px the table's head is not shown: each cell says its column's name instead.
      expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(headers);
    }
  });

  it('draws its toolbar on the skin’s own background, so its link is readable in both skins', async () => {
    serveContractExamples();
    await renderRoute(printLink(details.req_code));
    const bar = await screen.findByTestId('print-toolbar', {}, { timeout: 10_000 });
    // In the dark skin the subtle link's text is light: on the page's light grey it could not be read.
    expect(bar.style.background).toBe('var(--mantine-color-body)');
    expect(within(bar).getByRole('link', { name: 'Back to requests' })).toBeTruthy();
  });
});
