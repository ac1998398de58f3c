import { EXAMPLES, formatAmount, pages } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const { groups } = EXAMPLES.reportSummary.reply;
const completed = EXAMPLES.completedReport.reply;

describe('the reports (/reports)', () => {
  it('opens on the first group with requests, with its rows, totals and counts, and reads the tab chosen', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.reports);

    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    const tab = await screen.findByRole('tab', { name: `Completed ${groups.completed.requests}` });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const totals = await screen.findByTestId('report-totals');
    expect(within(totals).getByText(`₹${formatAmount(completed.totals.charges)}`)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: completed.completedrequest_list[0]!.req_code }).length).toBeGreaterThan(
      0,
    );
    expect(server.bodiesOf('completedReport')).toEqual([{ limit: 25 }]);

    fireEvent.click(screen.getByRole('tab', { name: `In progress ${groups.in_progress.requests}` }));
    await waitFor(() => expect(server.bodiesOf('inProgressReport')).toEqual([{ limit: 25 }]));
    expect(screen.getByRole('tab', { name: /^In progress/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('goes from loading to the rows, the chart and the invoices without an empty state between', async () => {
    serveContractExamples();
    // Every text the page ever shows, caught as React writes it (the rows come in a later, deferred pass).
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await renderRoute(pages.reports);
      const row = completed.completedrequest_list[0]!;
      expect((await screen.findAllByRole('link', { name: row.req_code })).length).toBeGreaterThan(0);
      expect(await screen.findByTestId('weekly-chart')).toBeTruthy();
      expect(await screen.findByTestId('invoices-report')).toBeTruthy();
      expect(await screen.findByTestId('statement-card')).toBeTruthy();
    } finally {
      observer.disconnect();
    }
    expect([...seen].filter((text) => text.includes('No completed requests'))).toEqual([]);
  });

  it('shows staff the breakdowns by customer, item and brand for the group', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.reports, 'staff');

    // Staff's parts of the reports load for staff only, after the screen (decision 075).
    expect(await screen.findByText('By brand', {}, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findAllByText(EXAMPLES.reportBreakdown.reply.rows[0]!.name)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(server.bodiesOf('reportBreakdown')).toEqual(
        expect.arrayContaining([
          { group: 'completed', by: 'brand' },
          { group: 'completed', by: 'customer' },
        ]),
      ),
    );
  });

  it('shows staff the turnaround achieved with its chart, figures and hours, grouped as chosen', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.reports, 'staff');
    const turnaround = EXAMPLES.turnaroundReport.reply;
    const row = turnaround.rows[0]!;

    const report = await screen.findByTestId('turnaround-report', {}, { timeout: 10_000 });
    const chart = await within(report).findByTestId('turnaround-chart');
    expect(within(chart).getAllByTestId('turnaround-chart-bar')).toHaveLength(turnaround.rows.length);
    // The bar names its group and share in words for a screen reader.
    expect(
      within(chart).getByText(`${row.name}: ${row.on_time_percent} % on time, ${row.on_time} of 38 with a due date`),
    ).toBeTruthy();
    const table = within(report).getByTestId('turnaround-table');
    expect(within(table).getByText(`${row.average_rating} of 5 (${row.ratings})`)).toBeTruthy();
    expect(within(report).getByTestId('turnaround-hours-table')).toBeTruthy();
    // A month's deliveries and its ratings are different items (a rating comes a day after delivery or later).
    expect(within(report).getByText(/each rating in the month it was given/)).toBeTruthy();
    expect(server.bodiesOf('turnaroundReport')).toEqual([{ by: 'month' }]);

    fireEvent.click(within(report).getByRole('radio', { name: 'Technician' }));
    await waitFor(() => expect(server.bodiesOf('turnaroundReport')).toContainEqual({ by: 'technician' }));
  });

  it('draws no bar for a group with no due date to meet (its figure reads –)', async () => {
    const reply = EXAMPLES.turnaroundReport.reply;
    const row = reply.rows[0]!;
    const none = { ...row, key: '2026-12', name: '12-2026', on_time: 0, late: 0, on_time_percent: null };
    serveContractExamples({ turnaroundReport: { ...reply, rows: [row, none] } });
    await renderRoute(pages.reports, 'staff');
    const chart = await within(await screen.findByTestId('turnaround-report')).findByTestId('turnaround-chart');
    const [withDue, withoutDue] = within(chart).getAllByTestId('turnaround-chart-bar');
    expect(within(withDue!).queryByTestId('bar')).toBeTruthy();
    expect(within(withoutDue!).queryByTestId('bar')).toBeNull();
  });

  it('shows a customer no turnaround report', async () => {
    serveContractExamples();
    await renderRoute(pages.reports);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.queryByTestId('turnaround-report')).toBeNull();
  });
});
