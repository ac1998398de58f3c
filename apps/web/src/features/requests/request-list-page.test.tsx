import { EXAMPLES, formatDateTime, pages } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const row = EXAMPLES.listRequests.reply.requestrepair_list[0]!;

describe('the request list (/requestrepair)', () => {
  it("shows a customer's requests, each a link to its page, and a way to raise a new one", async () => {
    const server = serveContractExamples();
    await renderRoute(pages.requests);

    expect(await screen.findByRole('heading', { name: 'Repair requests' })).toBeTruthy();
    const table = await screen.findByTestId('request-table');
    const link = within(table).getByRole('link', { name: row.req_code });
    expect(link.getAttribute('href')).toBe(`${pages.viewRequest}?code=${row.req_code}`);
    expect(within(table).getByText(row.courier_name)).toBeTruthy();
    expect(within(table).getByText(row.docket_number)).toBeTruthy();
    expect(within(table).getByText('In progress')).toBeTruthy();
    // A colleague's request says whose it is (decision 067).
    expect(within(table).getByTestId('raised-by-colleague').textContent).toBe(`Raised by: ${row.raised_by_colleague}`);
    // The customer reads the promised date of the request's most urgent item (issue 28), not a time left.
    expect(within(table).getByRole('columnheader', { name: 'Promised by' })).toBeTruthy();
    expect(within(table).getByTestId('row-promise').textContent).toBe(formatDateTime(row.promise?.due_at ?? ''));
    expect(screen.getByRole('link', { name: 'New request' }).getAttribute('href')).toBe(pages.addRequest);
    expect(server.bodiesOf('listRequests')).toEqual([{ limit: 20 }]);
  });

  it('promises the date the parts make possible, and on what, while the item waits for parts', async () => {
    // The reader's own request: no one named.
    const waiting = {
      ...row,
      raised_by_colleague: null,
      promise: {
        due_at: '2026-11-26T07:30:00.000Z',
        clock_state: 'paused' as const,
        minutes_left: 960,
        if_parts_arrive: { due_at: '2026-11-28T11:30:00.000Z', expected_on: '2026-11-27' },
        turnaround: { amount: 2, unit: 'days' as const },
      },
    };
    serveContractExamples({ listRequests: { ...EXAMPLES.listRequests.reply, requestrepair_list: [waiting] } });
    await renderRoute(pages.requests);
    const table = await screen.findByTestId('request-table');
    const cell = within(table).getByTestId('row-promise');
    expect(cell.textContent).toBe('28-11-2026 17:00if the parts arrive by 27-11-2026');
    expect(within(table).queryByTestId('raised-by-colleague')).toBeNull();
  });

  it('asks the server again for the chosen group, and says so when nothing matches', async () => {
    const server = serveContractExamples({
      listRequests: {
        statusFlag: 0,
        message: 'OK',
        requestrepair_list: [],
        next_cursor: null,
        working_day_minutes: 540,
      },
    });
    await renderRoute(pages.requests);

    fireEvent.click(await screen.findByRole('radio', { name: 'Completed' }));
    expect(await screen.findByText('No requests match these filters')).toBeTruthy();
    await waitFor(() => expect(server.bodiesOf('listRequests')).toContainEqual({ limit: 20, group: 'completed' }));
  });
});
