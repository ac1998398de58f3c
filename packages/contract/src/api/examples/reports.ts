import { dates, type Examples, OK, reportRow, reportTotals } from './shared';

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
} satisfies Examples;
