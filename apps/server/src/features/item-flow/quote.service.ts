import {
  Code,
  chargeNeedsRemark,
  DEFAULT_WORKING_CALENDAR,
  flowMove,
  indiaToday,
  intraStateSupply,
  MoveItemsMsg,
  owedAfterMove,
  quoteGst,
  ServerMsg,
  STATUS_TEXT,
  StatusFlag,
  type TItemStatus,
  type TQuoteItems,
  type TUpdateCharges,
  WarrantyMsg,
  warrantyOn,
} from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { recordAudit } from '../audit';
import { readCompanySettings } from '../company';
import { type MovedItem, notifyStatus } from '../mail-outbox';
import * as repo from './item-status.repository';
import type { LinkFor } from './item-status.service';
import { CHANGED, itemNotFound, lockOne, lockPicked, mailFacts, requestFacts, type Tx } from './locking';
import { labelOf, type Picked } from './move-checks';
import { promiseAfterMove, promiseForMessage } from './promise-move';
import { settleRequestState } from './request-state';

const NOT_QUOTABLE = 'Charges can be quoted only once the item is received and before they are approved.';
/** The quote a call makes, the same for each item it quotes. */
type Quote = Omit<TUpdateCharges, 'item_id' | 'version'>;

/**
 * Staff quote charges on received items (or re-quote an estimate); the customer then approves or declines.
 * One item or several of one request (decision 099): all checked first, all quoted or none, one mail for
 * the fresh quotes and one for the re-quotes.
 */
export function createQuoteService(deps: Pick<Deps, 'db' | 'settings' | 'now'>, linkFor: LinkFor) {
  const notify = { publicUrl: publicUrlOf(deps.settings), windowSeconds: deps.settings.MESSAGE_WINDOW_SECONDS };

  /** Every item can take the quote, or the call answers why not: one item its own error, several each named. */
  function checkQuotes(picked: Picked[], q: Quote) {
    const refused = picked.flatMap(({ item }, i) =>
      flowMove(item.status as TItemStatus, 'estimated')?.quote ? [] : [{ i, item }],
    );
    if (refused.length === 1 && picked.length === 1) throw new AppError(Code.badRequest, NOT_QUOTABLE);
    if (refused.length)
      throw new AppError(Code.badRequest, MoveItemsMsg.nothingQuoted(refused.length, picked.length), {
        issues: refused.map(({ i, item }) => ({ path: `items.${i}`, message: `${labelOf(item)}: ${NOT_QUOTABLE}` })),
      });
    // In warranty when it was raised: charging for the service takes a reason the customer will read.
    const inWarranty = ({ item }: Picked) => warrantyOn(item.warrantyUntil, indiaToday(item.createdAt));
    if (picked.some((p) => chargeNeedsRemark(inWarranty(p), q.service_charge, q.remark)))
      throw new AppError(Code.badRequest, WarrantyMsg.warrantyChargeNeedsRemark, {
        issues: [{ path: 'remark', message: WarrantyMsg.warrantyChargeNeedsRemark }],
      });
  }

  async function applyQuotes(tx: Tx, caller: Caller, picked: Picked[], q: Quote) {
    checkQuotes(picked, q);
    const now = deps.now();
    const company = await readCompanySettings(tx);
    const cal = company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR;
    const remark = q.remark || STATUS_TEXT.estimated.label;
    const fresh: MovedItem[] = [];
    const requoted: MovedItem[] = [];
    for (const { item, version } of picked) {
      const from = item.status as TItemStatus;
      // The tax is computed here, once, as the invoice will carry it, and stored (decision 090).
      const intraState = intraStateSupply(company?.gstin, {
        gstin: item.customerGstin,
        stateCode: item.customerStateCode,
      });
      const quoted = { service: q.service_charge, parts: q.parts_charge, gstPercent: q.gst_percent };
      const charges = {
        serviceCharge: q.service_charge,
        partsCharge: q.parts_charge,
        gstPercent: q.gst_percent,
        gstAmount: quoteGst(quoted, intraState),
      };
      const owed = owedAfterMove(from, 'estimated', item.chargesOwed);
      // A quote pauses the promise until the customer answers (a re-quote keeps the pause open).
      const promise = await promiseAfterMove({ from, to: 'estimated', now, cal, item }, async () => ({
        turnaround: { amount: 0, unit: 'days' },
        branchId: null,
      }));
      if (!(await repo.quoteItem(tx, item.id, version, charges, owed, promise)))
        throw new AppError(Code.conflict, CHANGED);
      const entry = { status: 'estimated', remark, actorId: caller.userId, at: now };
      const [trackingId = 0] = await repo.addTrackings(tx, entry, [
        { itemId: item.id, expectedOn: null, dueMovedTo: null },
      ]);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'item',
        entityId: item.id,
        requestId: item.requestId,
        action: 'charges',
        before: {
          status: from,
          serviceCharge: item.serviceCharge,
          partsCharge: item.partsCharge,
          gstPercent: item.gstPercent,
          gstAmount: item.gstAmount,
        },
        after: { status: 'estimated', ...charges, remark },
      });
      (from === 'estimated' ? requoted : fresh).push({
        ...mailFacts({ ...item, ...charges }),
        trackingId,
        promise: promiseForMessage(item, promise, 'estimated'),
      });
    }
    const first = (picked[0] as Picked).item;
    await settleRequestState(tx, first.requestId);
    const trackingUrl = await linkFor(tx, first.requestId);
    for (const [items, requote] of [
      [fresh, false],
      [requoted, true],
    ] as const) {
      if (!items.length) continue;
      await notifyStatus(tx, notify, company, {
        ...requestFacts(first),
        trackingUrl,
        items,
        status: 'estimated',
        remark,
        remarkBy: 'centre',
        requote,
      });
    }
  }

  async function quote(caller: Caller, body: TUpdateCharges) {
    if (!isStaff(caller)) throw itemNotFound();
    await deps.db.transaction(async (tx) => {
      const item = await lockOne(tx, caller, body.item_id, body.version);
      await applyQuotes(tx, caller, [{ item, version: body.version }], body);
    });
    return { statusFlag: StatusFlag.ok, message: ServerMsg.chargesSaved };
  }

  /** The same quote on several items of one request, locked in line order at the versions the caller saw. */
  async function quoteMany(caller: Caller, body: TQuoteItems) {
    if (!isStaff(caller)) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
    await deps.db.transaction(async (tx) => {
      await applyQuotes(tx, caller, await lockPicked(tx, caller, body.req_code, body.items), body);
    });
    return { statusFlag: StatusFlag.ok, message: MoveItemsMsg.itemsQuoted(body.items.length) };
  }

  return { quote, quoteMany };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
