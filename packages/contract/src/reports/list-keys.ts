// Kept apart from the report schemas, without zod: the reports screen reads the lists' keys.
import type { TRequestGroup } from '../requests/statuses';

/** The field of each report list's reply that holds its rows (specification section 7). */
export const REPORT_LIST_KEY = {
  completed: 'completedrequest_list',
  in_progress: 'inprogressrequest_list',
  pending: 'pendingrequest_list',
} as const satisfies Record<TRequestGroup, string>;
export type TReportListKey<G extends TRequestGroup> = (typeof REPORT_LIST_KEY)[G];
