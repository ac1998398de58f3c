import { randomUUID } from 'node:crypto';
import {
  awaitingParcel,
  Code,
  carriesPromise,
  explainStatus,
  intraStateSupply,
  PickupMsg,
  ServerMsg,
  STATUS_TEXT,
  StatusFlag,
  type TAddRequestRepair,
  type TItemStatus,
  type TListRequests,
  workingDayMinutes,
} from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { violatedUnique } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import type { CatalogueService } from '../catalogue';
import { cachedCompanySettings } from '../company';
import type { ImagesService } from '../images';
import { newRequestFlow } from '../item-flow';
import { raisedContext, raisedNotices } from '../mail-outbox';
import { ratingReply } from '../ratings';
import { correctParcel, newParcel, pickupsOn, shipmentsOf } from '../shipments';
import type { TrackingService } from '../tracking';
import { serialKeyOf, warrantiesOf } from '../warranty';
import { checkMasters } from './check-masters';
import { writeNewRequest } from './new-request.repository';
import { listRequestsFor } from './request-list.service';
import { chargeAnswersByItem, promiseClockOf, toDetails, toItem } from './request-mappers';
import * as repo from './requests.repository';

const notFound = () => new AppError(Code.notFound, ServerMsg.requestNotFound);
/** What requests read of the other features: photos' addresses, the active lists, new links. */
export interface RequestsNeeds {
  images: Pick<ImagesService, 'viewUrl'>;
  catalogue: Pick<CatalogueService, 'active'>;
  tracking: Pick<TrackingService, 'newLink'>;
}

export function createRequestsService(
  deps: Pick<Deps, 'db' | 'cache' | 'settings' | 'now'>,
  { images, catalogue, tracking }: RequestsNeeds,
) {
  const { db } = deps;
  const publicUrl = publicUrlOf(deps.settings);
  const list = (caller: Caller, q: TListRequests) => listRequestsFor(deps, scope(caller), caller, q);
  const scope = (c: Caller) => (isStaff(c) ? null : (c.customerId ?? '00000000-0000-0000-0000-000000000000'));

  /**
   * Raises a request. Its reads (the lists, the notices' settings and contact, the next code) run side by
   * side; its rows are one statement, atomic without a transaction (decision 031): the request and its
   * items, and the part each other feature hands over (the item flow's state, first entries and counter
   * changes, the tracking link, the notices in the outbox).
   * Photos are put on the items in a transaction with that statement, so a photo that is not the
   * caller's, or already used, stores nothing.
   */
  async function create(caller: Caller, body: TAddRequestRepair) {
    if (!caller.customerId) throw new AppError(Code.badRequest, ServerMsg.onlyCustomerRaises);
    const customerId = caller.customerId;
    const done = (reqCode: string) => ({
      statusFlag: StatusFlag.ok,
      message: `Request ${reqCode} has been raised.`,
      req_code: reqCode,
    });
    // A repeated key is found by the unique index on (customer, key) below, not by a query before each
    // create; a repeat refused here (an item deactivated since) still gets the first answer.
    const [labels, context, code, warranties] = await Promise.allSettled([
      checkMasters(catalogue, body.items),
      raisedContext(deps, customerId),
      repo.nextReqCode(db, new Date().getFullYear()),
      warrantiesOf(
        db,
        body.items.map((it) => serialKeyOf(it.serial_number)),
      ),
    ]);
    if (labels.status === 'rejected') {
      const first = await repo.findByIdempotencyKey(db, customerId, body.idempotency_key);
      if (first) return done(first.reqCode);
      throw labels.reason;
    }
    if (context.status === 'rejected') throw context.reason;
    if (code.status === 'rejected') throw code.reason;
    if (warranties.status === 'rejected') throw warranties.reason;
    const reqCode = code.value;
    const requestId = randomUUID();
    const items = body.items.map((it, i) => ({
      ...it,
      id: randomUUID(),
      lineNo: i + 1,
      photos: [...new Set(it.image_ids ?? [])],
    }));
    const flow = newRequestFlow(
      items.map((it) => it.id),
      caller.userId,
      customerId,
    );
    const link = tracking.newLink(requestId);
    const doc = {
      requests: [
        {
          id: requestId,
          reqCode,
          customerId,
          createdBy: caller.userId,
          narration: body.narration,
          ...flow.state,
          idempotencyKey: body.idempotency_key,
        },
      ],
      items: items.map((it) => ({
        id: it.id,
        requestId,
        lineNo: it.lineNo,
        itemId: it.item_id,
        brandId: it.brand_id,
        modelNumber: it.model_number,
        serialNumber: it.serial_number,
        problem: it.problem,
        imageCount: it.photos.length,
        firstImageId: it.photos[0] ?? null,
        // The warranty the company's sales records gave the serial number when the request was raised.
        warrantyUntil: warranties.value.get(serialKeyOf(it.serial_number)) ?? null,
      })),
      ...newParcel({
        requestId,
        itemIds: items.map((it) => it.id),
        carrier: body.courier_name,
        docket: body.docket_number,
        actorId: caller.userId,
      }).part,
      ...flow.part,
      ...link.part,
      ...raisedNotices(publicUrl, context.value, {
        requestId,
        trackingUrl: link.url,
        reqCode,
        items: labels.value,
        courierName: body.courier_name,
        docketNumber: body.docket_number,
        narration: body.narration,
      }),
    };
    try {
      if (!items.some((it) => it.photos.length)) await writeNewRequest(db, doc);
      else
        await db.transaction(async (tx) => {
          await writeNewRequest(tx, doc);
          for (const it of items) {
            if ((await repo.attachImages(tx, it.id, it.photos, caller.userId)) !== it.photos.length) {
              throw new AppError(Code.badRequest, ServerMsg.photoMissing, {
                issues: [{ path: `items.${it.lineNo - 1}.image_ids`, message: ServerMsg.photoIncomplete }],
              });
            }
          }
        });
      return done(reqCode);
    } catch (err) {
      if (violatedUnique(err) === 'repair_requests_idem_key') {
        const again = await repo.findByIdempotencyKey(db, customerId, body.idempotency_key);
        if (again) return done(again.reqCode);
      }
      throw err;
    }
  }

  async function load(caller: Caller, reqCode: string) {
    const rows = await repo.requestWithItems(db, reqCode, scope(caller));
    const [first] = rows;
    if (!first) throw notFound();
    const items = rows.map((r) => r.item);
    const editable = isStaff(caller) || awaitingParcel(items.map((i) => i.status as TItemStatus));
    const answers = chargeAnswersByItem(
      await repo.chargeAnswersOf(
        db,
        items.filter((i) => i.status !== 'pending' && i.status !== 'received').map((i) => i.id),
      ),
    );
    const { request, customer, raiser, rating } = first;
    return { request, customer, raiser, rating, items, editable, answers };
  }

  async function view(caller: Caller, reqCode: string) {
    const { request, customer, raiser, rating, items, editable, answers } = await load(caller, reqCode);
    const [clock, company, boxes] = await Promise.all([
      promiseClockOf(deps),
      cachedCompanySettings(deps.cache, db),
      shipmentsOf(db, request.id),
    ]);
    const itemDetails = items.map((i) => toItem(i, images, clock, answers.get(i.id) ?? null));
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      request_details: toDetails(
        request,
        customer,
        editable,
        raiser,
        intraStateSupply(company?.gstin, customer),
        itemDetails,
      ),
      request_item_details: itemDetails,
      rating: rating ? ratingReply(rating) : null,
      working_day_minutes: Math.round(workingDayMinutes(clock.cal)),
      shipments: boxes,
      // Offered while nothing has arrived and the parcel is not booked already (its booking shows instead).
      pickup_offered:
        pickupsOn(deps.settings, company?.couriers) &&
        awaitingParcel(items.map((i) => i.status as TItemStatus)) &&
        !boxes.some((b) => b.direction === 'in' && b.booking && b.booking.state !== 'cancelled'),
    };
  }

  async function viewItem(caller: Caller, itemId: string) {
    const item = await repo.findItem(db, itemId, scope(caller));
    if (!item) throw new AppError(Code.notFound, ServerMsg.itemNotFound);
    const [tracking, imgs, answers] = await Promise.all([
      repo.trackingOf(db, itemId),
      repo.imagesOf(db, itemId),
      repo.chargeAnswersOf(db, [itemId]),
    ]);
    const clock = await promiseClockOf(deps);
    const answer = chargeAnswersByItem(answers).get(itemId) ?? null;
    // An item without a promise (declined, not repairable: decision 093) says nothing of one on its timeline.
    const promised = carriesPromise({ status: item.status as TItemStatus, dueAt: item.dueAt });
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      request_item: { ...toItem(item, images, clock, answer), req_code: item.reqCode },
      request_tracking_details: tracking.map((t) => {
        const s = t.status as TItemStatus;
        return {
          status: s,
          status_label: STATUS_TEXT[s].label,
          explanation: explainStatus(STATUS_TEXT[s], t.expectedOn),
          remark: t.remark,
          expected_on: t.expectedOn,
          due_moved_to: promised ? (t.dueMovedTo?.toISOString() ?? null) : null,
          by: t.role === 'customer' ? t.by : ServerMsg.serviceCentre,
          at: t.at.toISOString(),
        };
      }),
      image_details: imgs.map((i) => ({
        image_id: i.id,
        url: images.viewUrl(i.id, 'full'),
        thumbnail_url: images.viewUrl(i.id, 'thumb'),
        width: i.width ?? 0,
        height: i.height ?? 0,
      })),
    };
  }

  /** The courier details while a customer may still correct them (nothing received yet), else null. */
  async function openCourier(customerId: string, reqCode: string) {
    const found = await repo.findRequest(db, reqCode, customerId);
    if (!found || !awaitingParcel(await repo.itemStatuses(db, found.request.id))) return null;
    const { courierName, docketNumber, narration } = found.request;
    return { courier_name: courierName, docket_number: docketNumber, narration };
  }

  /** Customers may correct the courier details until the first item is received; staff at any time. */
  async function updateCourier(
    caller: Caller,
    input: { req_code: string; courier_name: string; docket_number: string; narration: string },
  ) {
    const found = await repo.findRequest(db, input.req_code, scope(caller));
    if (!found) throw notFound();
    await db.transaction(async (tx) => {
      if (!isStaff(caller) && !awaitingParcel(await repo.itemStatuses(tx, found.request.id))) {
        throw new AppError(
          Code.badRequest,
          'The courier details can no longer be changed: an item has already been received.',
        );
      }
      const after = { courierName: input.courier_name, docketNumber: input.docket_number, narration: input.narration };
      await repo.updateNarration(tx, found.request.id, after.narration);
      if (!(await correctParcel(tx, found.request.id, { carrier: after.courierName, docket: after.docketNumber })))
        throw new AppError(Code.badRequest, PickupMsg.typedOverBooking);
      if (isStaff(caller)) {
        const { courierName, docketNumber, narration } = found.request;
        await recordAudit(tx, {
          actorId: caller.userId,
          entity: 'request',
          entityId: found.request.reqCode,
          requestId: found.request.id,
          action: 'courier',
          before: { courierName, docketNumber, narration },
          after,
        });
      }
    });
    return { statusFlag: StatusFlag.ok, message: ServerMsg.courierUpdated };
  }

  return { create, list, view, viewItem, updateCourier, openCourier, load };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
