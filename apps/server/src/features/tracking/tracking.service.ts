import {
  Code,
  carriesPromise,
  DEFAULT_WORKING_CALENDAR,
  explainStatus,
  itemPromise,
  maskSerial,
  ServerMsg,
  STATUS_TEXT,
  StatusFlag,
  type TItemStatus,
  type TLanguage,
  TRACK_LINK_DAYS_AFTER_DELIVERY,
  TrackMsg,
  type TTrackReply,
  trackLink,
} from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { TrackingTokens } from '../../lib/tracking-tokens';
import { recordAudit } from '../audit';
import { readCompanySettings } from '../company';
import { shipmentsOf } from '../shipments';
import * as links from './tracking.repository';

const DAY_MS = 86_400_000;

/**
 * The password-free tracking link of a request: shown in every mail and on the print, replaceable by the
 * customer and staff, and no longer valid 30 days after everything is back with the customer.
 */
export function createTrackingService(deps: Pick<Deps, 'db' | 'tracking' | 'settings' | 'now'>) {
  const { db, tracking } = deps;
  const publicUrl = publicUrlOf(deps.settings);
  const hashOf = (requestId: string) => (version: number) => TrackingTokens.hash(tracking.token(requestId, version));
  const urlOf = (requestId: string, version: number) => `${publicUrl}${trackLink(tracking.token(requestId, version))}`;

  /** The link to put in a mail or on a print, created on first use; callable inside a transaction. */
  async function linkFor(tx: DbOrTx, requestId: string): Promise<string> {
    const version = await links.ensureLink(tx, requestId, hashOf(requestId));
    return urlOf(requestId, version);
  }

  /** A new request's link, and its part of the request's one write (decision 031). */
  function newLink(requestId: string): { url: string; part: links.LinkDoc } {
    return {
      url: urlOf(requestId, 1),
      part: { links: [{ requestId, version: 1, tokenHash: hashOf(requestId)(1) }] },
    };
  }

  const scope = (c: Caller) => (isStaff(c) ? null : (c.customerId ?? '00000000-0000-0000-0000-000000000000'));
  async function ownRequest(caller: Caller, reqCode: string) {
    const found = await links.requestByCode(db, reqCode, scope(caller));
    if (!found) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
    return found;
  }

  async function current(caller: Caller, reqCode: string) {
    const request = await ownRequest(caller, reqCode);
    return { statusFlag: StatusFlag.ok, message: 'OK', tracking_url: await linkFor(db, request.id) };
  }

  async function replace(caller: Caller, reqCode: string) {
    const request = await ownRequest(caller, reqCode);
    const url = await db.transaction(async (tx) => {
      const version = await links.ensureLink(tx, request.id, hashOf(request.id));
      const next = await links.replaceLink(tx, request.id, version, hashOf(request.id));
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'request',
        entityId: request.reqCode,
        requestId: request.id,
        action: 'tracking link replaced',
        before: { version },
        after: { version: next },
      });
      return urlOf(request.id, next);
    });
    return { statusFlag: StatusFlag.ok, message: TrackMsg.replaced, tracking_url: url };
  }

  /** The request a token opens, or "no longer valid" for a wrong, replaced or expired token (all alike). */
  async function resolve(token: string) {
    const invalid = () => new AppError(Code.notFound, TrackMsg.invalid);
    const found = await links.findByTokenHash(db, TrackingTokens.hash(token));
    if (!found) throw invalid();
    const lastMove = found.lastMove ? new Date(found.lastMove).getTime() : 0;
    if (found.group === 'completed' && Date.now() > lastMove + TRACK_LINK_DAYS_AFTER_DELIVERY * DAY_MS) throw invalid();
    return found;
  }

  /** What the link shows: statuses and dates, nothing private. */
  async function view(token: string): Promise<TTrackReply> {
    return (await read(token)).reply;
  }

  /** The same, with the language of the account that raised the request (the server's page is written in it). */
  async function read(token: string): Promise<{ reply: TTrackReply; language: TLanguage; unread: number }> {
    const found = await resolve(token);
    const [items, company, owner, unread, boxes] = await Promise.all([
      links.trackedItems(db, found.requestId),
      readCompanySettings(db),
      links.requestOwner(db, found.requestId),
      links.unreadForCustomer(db, found.requestId),
      shipmentsOf(db, found.requestId),
    ]);
    const moves = await links.timelineOf(
      db,
      items.map((i) => i.id),
    );
    const reply: TTrackReply = {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      req_code: found.reqCode,
      created_at: found.createdAt.toISOString(),
      group: found.group,
      centre: { name: company?.name ?? '', phone: company?.phone ?? '', email: company?.email ?? '' },
      actions_open: owner?.active ?? false,
      boxes_back: boxes
        .filter((b) => b.direction === 'out')
        .map(({ carrier, docket, status, line_nos, created_at }) => ({
          carrier,
          docket,
          status,
          line_nos,
          created_at,
        })),
      items: items.map((i) => {
        const status = i.status as TItemStatus;
        return {
          line_no: i.lineNo,
          item_name: i.itemName,
          brand_name: i.brandName,
          model_number: i.modelNumber,
          serial_number: maskSerial(i.serialNumber),
          status,
          status_label: STATUS_TEXT[status].label,
          explanation: explainStatus(STATUS_TEXT[status], i.partsExpectedOn),
          parts_expected_on: i.partsExpectedOn,
          ...itemPromise({ ...i, status }, deps.now(), company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR),
          timeline: moves
            .filter((m) => m.itemId === i.id)
            .map((m) => {
              const s = m.status as TItemStatus;
              return {
                status: s,
                status_label: STATUS_TEXT[s].label,
                at: new Date(m.at).toISOString(),
                // No promise (declined, not repairable: decision 093), no word of one on the timeline.
                due_moved_to:
                  m.dueMovedTo && carriesPromise({ status, dueAt: i.dueAt })
                    ? new Date(m.dueMovedTo).toISOString()
                    : null,
              };
            }),
        };
      }),
    };
    // The count only, for the page to say a message waits; its words stay behind the code.
    return { reply, language: owner?.language ?? 'en', unread };
  }

  return { linkFor, newLink, current, replace, view, read, resolve };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
