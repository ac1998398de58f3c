import type {
  TReportBreakdownReply,
  TReportRow,
  TReportSummaryReply,
  TReportTotals,
  TRequestGroup,
} from '@svc/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface ReportFilters {
  from?: string;
  to?: string;
  search?: string;
  customer_code?: string;
}

export const REPORT_CALL: Record<TRequestGroup, { path: string; key: string }> = {
  completed: { path: '/reports/getCompletedRequestList', key: 'completedrequest_list' },
  in_progress: { path: '/reports/getInProgressRequestList', key: 'inprogressrequest_list' },
  pending: { path: '/reports/getPendingRequestList', key: 'pendingrequest_list' },
};

type ListReply = { totals: TReportTotals; next_cursor: string | null } & Record<string, unknown>;

export const reportListQuery = (group: TRequestGroup, filters: ReportFilters) =>
  infiniteQueryOptions({
    queryKey: ['reports', 'list', group, filters],
    queryFn: async ({ pageParam }) => {
      const reply = await api<ListReply>(REPORT_CALL[group].path, {
        ...filters,
        limit: 25,
        ...(pageParam ? { cursor: pageParam } : {}),
      });
      return {
        rows: (reply[REPORT_CALL[group].key] ?? []) as TReportRow[],
        totals: reply.totals,
        next: reply.next_cursor,
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export const reportSummaryQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: ['reports', 'summary', filters],
    queryFn: () => api<TReportSummaryReply>('/reports/getReportSummary', filters),
  });

export const breakdownQuery = (group: TRequestGroup, by: 'customer' | 'item' | 'brand', filters: ReportFilters) =>
  queryOptions({
    queryKey: ['reports', 'breakdown', group, by, filters],
    queryFn: () => api<TReportBreakdownReply>('/reports/getBreakdown', { ...filters, group, by }),
  });
