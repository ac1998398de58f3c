import { dates, type Examples, OK, reportRow, reportTotals } from './shared';

/** One branch's turnaround: 40 delivered, 31 of 38 with a due on time, 12 rated. */
const turnaroundRow = {
  key: '2',
  name: 'Madurai',
  delivered: 40,
  on_time: 31,
  late: 7,
  no_due: 2,
  on_time_percent: 81.6,
  ratings: 12,
  average_rating: 4.25,
  statuses: [
    { status: 'received' as const, items: 40, average_hours: 5.5 },
    { status: 'in_repair' as const, items: 36, average_hours: 30.2 },
  ],
};

/** Reports over a range of dates. */
export const REPORT_EXAMPLES = {
  completedReport: {
    body: { ...dates, limit: 50 },
    reply: { ...OK, next_cursor: null, totals: reportTotals, completedrequest_list: [reportRow] },
  },
  inProgressReport: {
    body: { ...dates, search: 'Murugan' },
    reply: {
      ...OK,
      next_cursor: null,
      totals: reportTotals,
      inprogressrequest_list: [{ ...reportRow, group: 'in_progress' }],
    },
  },
  pendingReport: {
    body: dates,
    reply: {
      ...OK,
      next_cursor: null,
      totals: reportTotals,
      pendingrequest_list: [{ ...reportRow, group: 'pending' }],
    },
  },
  reportSummary: {
    body: dates,
    reply: {
      ...OK,
      groups: {
        pending: { requests: 3, items: 4, charges: 0 },
        in_progress: { requests: 7, items: 9, charges: 12400 },
        completed: { requests: 21, items: 26, charges: 58310 },
      },
      weekly: [
        { week: '2026-11-16', group: 'completed', requests: 5 },
        { week: '2026-11-16', group: 'in_progress', requests: 2 },
      ],
    },
  },
  reportBreakdown: {
    body: { ...dates, group: 'completed', by: 'brand' },
    reply: { ...OK, rows: [{ name: 'Dell', requests: 9, items: 11, charges: 28450 }] },
  },
  exportCsv: { body: { ...dates, group: 'completed' } },
  turnaroundReport: {
    body: { by: 'branch', from: '2026-09', to: '2026-11' },
    reply: {
      ...OK,
      by: 'branch',
      rows: [turnaroundRow],
      total: { ...turnaroundRow, key: null, name: null },
    },
  },
  exportTurnaroundCsv: { body: { by: 'month', from: '2026-09', to: '2026-11' } },
} satisfies Examples;
