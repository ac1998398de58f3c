import {
  REPORT_LIST_KEY,
  routes,
  type TReportRow,
  type TReportSummaryInput,
  type TRequestGroup,
  type TTurnaroundGrouping,
} from '@svc/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, download } from '../../lib/api-client';

export type ReportFilters = TReportSummaryInput;

const LIST_ENDPOINT = {
  completed: routes.completedReport,
  in_progress: routes.inProgressReport,
  pending: routes.pendingReport,
} as const;

const reportKeys = {
  all: ['reports'] as const,
  list: (group: TRequestGroup, f: ReportFilters) => ['reports', 'list', group, f] as const,
  summary: (f: ReportFilters) => ['reports', 'summary', f] as const,
  breakdown: (group: TRequestGroup, by: string, f: ReportFilters) => ['reports', 'breakdown', group, by, f] as const,
};

export const reportListQuery = (group: TRequestGroup, filters: ReportFilters) =>
  infiniteQueryOptions({
    queryKey: reportKeys.list(group, filters),
    queryFn: async ({ pageParam }) => {
      const reply = await api(LIST_ENDPOINT[group], {
        ...filters,
        limit: 25,
        ...(pageParam ? { cursor: pageParam } : {}),
      });
      // Each group's reply names its rows differently (specification section 7).
      const rows = ((reply as Record<string, unknown>)[REPORT_LIST_KEY[group]] ?? []) as TReportRow[];
      return { rows, totals: reply.totals, next: reply.next_cursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export const reportSummaryQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.summary(filters),
    queryFn: () => api(routes.reportSummary, filters),
  });

export const breakdownQuery = (group: TRequestGroup, by: 'customer' | 'item' | 'brand', filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.breakdown(group, by, filters),
    queryFn: () => api(routes.reportBreakdown, { ...filters, group, by }),
  });

export const exportReport = (group: TRequestGroup, filters: ReportFilters) =>
  download(routes.exportCsv, { ...filters, group }, `report-${group}.csv`);

export const turnaroundQuery = (by: TTurnaroundGrouping) =>
  queryOptions({
    queryKey: ['reports', 'turnaround', by] as const,
    queryFn: () => api(routes.turnaroundReport, { by }),
  });

export const exportTurnaround = (by: TTurnaroundGrouping) =>
  download(routes.exportTurnaroundCsv, { by }, `turnaround-by-${by}.csv`);
