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

  it('shows staff the breakdowns by customer, item and brand for the group', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.reports, 'staff');

    expect(await screen.findByText('By brand')).toBeTruthy();
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
});
