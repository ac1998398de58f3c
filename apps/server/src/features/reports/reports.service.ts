import { Readable } from 'node:stream';
import {
  formatDate,
  GROUP_LABEL,
  REPORT_LIST_KEY,
  REQUEST_GROUPS,
  StatusFlag,
  type TReportList,
  type TReportListKey,
  type TReportRow,
  type TRequestGroup,
} from '@svc/contract';
import { type Cursor, decodeCursor, encodeCursor, istDayEnd, istDayStart } from '../../db/sql/cursor';
import type { Deps } from '../../deps';
import { type Caller, isStaff } from '../../lib/caller';
import { csvAmount, csvLine } from '../../lib/csv';
import * as daily from './daily-totals.repository';
import * as repo from './reports.repository';

type Filters = { from?: string; to?: string; search?: string; customer_code?: string };

const toReportRow = (r: Awaited<ReturnType<typeof repo.reportRows>>[number]): TReportRow => ({
  req_code: r.reqCode,
  created_at: r.createdAt.toISOString(),
  customer_name: r.customerName,
  customer_code: r.customerCode,
  item_count: r.itemCount,
  group: r.group,
  charges: Number(r.charges),
});

/** The rows under the field name the specification gives each group's list. */
const listOf = <G extends TRequestGroup>(group: G, rows: TReportRow[]) =>
  ({ [REPORT_LIST_KEY[group]]: rows }) as Record<TReportListKey<G>, TReportRow[]>;

export function createReportsService(deps: Pick<Deps, 'reads'>) {
  // Reports may read from a replica (REPORTS_DATABASE_URL): every query goes through `reads`.
  const { reads } = deps;

  /** A customer sees their own; staff see everyone's and may filter by customer. */
  const filterFor = (caller: Caller, f: Filters, group?: TRequestGroup): repo.ReportFilter => ({
    customerId: isStaff(caller) ? null : (caller.customerId ?? '00000000-0000-0000-0000-000000000000'),
    customerCode: isStaff(caller) && f.customer_code ? f.customer_code : undefined,
    group,
    search: f.search || undefined,
    from: f.from ? istDayStart(f.from) : undefined,
    to: f.to ? istDayEnd(f.to) : undefined,
  });

  /**
   * Without a search, the day counters answer: staff-wide, or one customer's (decision 062). A search
   * picks requests by their text, which no counter knows.
   */
  const counted = (filter: repo.ReportFilter): daily.CounterScope | undefined =>
    filter.search ? undefined : { customerId: filter.customerId, customerCode: filter.customerCode };

  const totalsOf = async (filter: repo.ReportFilter, f: Filters) => {
    const scope = counted(filter);
    const rows = scope
      ? await reads((db) => daily.dailyGroupTotals(db, f.from, f.to, scope))
      : await reads((db) => repo.groupTotals(db, filter));
    return Object.fromEntries(
      REQUEST_GROUPS.map((g) => {
        const row = rows.find((r) => r.group === g);
        return [g, { requests: row?.requests ?? 0, items: row?.items ?? 0, charges: Number(row?.charges ?? 0) }];
      }),
    ) as Record<TRequestGroup, { requests: number; items: number; charges: number }>;
  };

  async function list<G extends TRequestGroup>(caller: Caller, group: G, q: TReportList) {
    const filter = filterFor(caller, q, group);
    const [rows, totals] = await Promise.all([
      reads((db) => repo.reportRows(db, filter, q.cursor ? decodeCursor(q.cursor) : undefined, q.limit)),
      totalsOf(filter, q),
    ]);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      ...listOf(group, page.map(toReportRow)),
      next_cursor: rows.length > q.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
      totals: totals[group],
    };
  }

  /** One query: the weeks of each group, whose sums are the group totals (so chart and totals agree). */
  async function summary(caller: Caller, f: Filters) {
    const filter = filterFor(caller, f);
    const scope = counted(filter);
    const weeks = scope
      ? await reads((db) => daily.dailyWeekly(db, f.from, f.to, scope))
      : await reads((db) => repo.weeklyCounts(db, filter));
    const groups = Object.fromEntries(
      REQUEST_GROUPS.map((g) => {
        const mine = weeks.filter((w) => w.group === g);
        const sum = (pick: (w: (typeof weeks)[number]) => number) => mine.reduce((n, w) => n + pick(w), 0);
        return [
          g,
          {
            requests: sum((w) => w.requests),
            items: sum((w) => w.items),
            charges: Math.round(sum((w) => Number(w.charges)) * 100) / 100,
          },
        ];
      }),
    ) as Record<TRequestGroup, { requests: number; items: number; charges: number }>;
    const weekly = weeks.map((w) => ({ week: w.week, group: w.group, requests: w.requests }));
    return { statusFlag: StatusFlag.ok, message: 'OK', groups, weekly };
  }

  async function breakdown(caller: Caller, f: Filters & { group: TRequestGroup; by: 'customer' | 'item' | 'brand' }) {
    const rows = await reads((db) => repo.breakdown(db, filterFor(caller, f, f.group), f.by));
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      rows: rows.map((r) => ({ name: r.name, requests: r.requests, items: r.items, charges: Number(r.charges) })),
    };
  }

  /** Every row the filters select (all pages), streamed page by page as CSV that spreadsheets open as UTF-8. */
  function exportCsv(caller: Caller, group: TRequestGroup, f: Filters): Readable {
    const filter = filterFor(caller, f, group);
    async function* lines() {
      yield `\uFEFF${csvLine(['Request code', 'Date', 'Customer code', 'Customer', 'Items', 'Status', 'Charges (Rs.)'])}`;
      let after: Cursor | undefined;
      for (;;) {
        const rows = await reads((db) => repo.reportRows(db, filter, after, 500));
        const page = rows.slice(0, 500);
        let chunk = '';
        for (const r of page) {
          chunk += csvLine([
            r.reqCode,
            formatDate(r.createdAt),
            r.customerCode,
            r.customerName,
            r.itemCount,
            GROUP_LABEL[r.group],
            csvAmount(Number(r.charges)),
          ]);
        }
        if (chunk) yield chunk;
        const last = page[page.length - 1];
        if (rows.length <= 500 || !last) return;
        after = { at: last.cursorAt, id: last.id };
      }
    }
    return Readable.from(lines());
  }

  return { list, summary, breakdown, exportCsv };
}
export type ReportsService = ReturnType<typeof createReportsService>;
