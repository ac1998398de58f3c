import {
  awaitingApprovalTotal,
  DEFAULT_WORKING_CALENDAR,
  indiaToday,
  itemCost,
  itemPromise,
  ServerMsg,
  STATUS_TEXT,
  type TItemStatus,
  type TRequestDetails,
  type TRequestItem,
  type TWorkingCalendar,
  warrantyOn,
} from '@svc/contract';
import type { Deps } from '../../deps';
import { cachedCompanySettings } from '../company';
import type { ImagesService } from '../images';
import { chargesOf } from '../item-flow';
import type { chargeAnswersOf, ItemRow, RequestRow } from './requests.repository';

/** What the promise is read against: the server's clock and the company's calendar. */
export interface PromiseClock {
  now: Date;
  cal: TWorkingCalendar;
}

/** The promise is read at the server's "now" against the calendar as this instance last read it. */
export async function promiseClockOf(deps: Pick<Deps, 'db' | 'cache' | 'now'>): Promise<PromiseClock> {
  const company = await cachedCompanySettings(deps.cache, deps.db);
  return { now: deps.now(), cal: company?.workingCalendar ?? DEFAULT_WORKING_CALENDAR };
}

type ChargeAnswer = TRequestItem['charges_answer'];
/** A person on a customer's account as screens name them: their name and user name. */
const personLabel = (p: { name: string; username: string }) => `${p.name} (${p.username})`;

/** Each item's last answer to its charges, by item id: a colleague by name, staff as the service centre. */
export function chargeAnswersByItem(rows: Awaited<ReturnType<typeof chargeAnswersOf>>) {
  const byItem = new Map<string, NonNullable<ChargeAnswer>>();
  for (const r of rows) {
    if (r.status !== 'approved' && r.status !== 'declined') continue;
    byItem.set(r.itemId, {
      status: r.status,
      by: r.role === 'customer' ? personLabel(r) : ServerMsg.serviceCentre,
      at: r.at.toISOString(),
    });
  }
  return byItem;
}

export function toItem(
  row: ItemRow,
  images: Pick<ImagesService, 'viewUrl'>,
  clock: PromiseClock,
  chargesAnswer: ChargeAnswer = null,
): TRequestItem {
  const status = row.status as TItemStatus;
  const charges = chargesOf(row);
  return {
    item_id: row.id,
    line_no: row.lineNo,
    item_name: row.itemName,
    brand_name: row.brandName,
    model_number: row.modelNumber,
    serial_number: row.serialNumber,
    problem: row.problem,
    status,
    status_label: STATUS_TEXT[status].label,
    charges,
    cost: itemCost({ owed: row.chargesOwed, charges }),
    image_count: row.imageCount,
    version: row.version,
    thumbnail_url: row.firstImageId ? images.viewUrl(row.firstImageId, 'thumb') : null,
    return_courier: row.returnCourier,
    return_docket: row.returnDocket,
    parts_expected_on: row.partsExpectedOn,
    ...itemPromise({ ...row, status }, clock.now, clock.cal),
    // In warranty on the day it was raised: what the sales records said then decides its charges.
    warranty: warrantyOn(row.warrantyUntil, indiaToday(row.createdAt)),
    charges_answer: chargesAnswer,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDetails(
  r: RequestRow,
  customer: { companyName: string; code: string },
  courierEditable: boolean,
  raiser: { name: string; username: string },
  /** The contract's `intraStateSupply` of its customer: the staff's quote dialog previews the GST with it. */
  intraState: boolean,
  /** Its items as the reply shows them: what waits for approval is read from their quotes. */
  items: readonly Pick<TRequestItem, 'status' | 'charges'>[],
): TRequestDetails {
  return {
    req_code: r.reqCode,
    created_at: r.createdAt.toISOString(),
    item_count: r.itemCount,
    group: r.groupStatus,
    courier_name: r.courierName,
    docket_number: r.docketNumber,
    narration: r.narration,
    raised_by: personLabel(raiser),
    customer_name: customer.companyName,
    customer_code: customer.code,
    total: r.chargesTotal,
    courier_editable: courierEditable,
    intra_state: intraState,
    awaiting_approval_total: awaitingApprovalTotal(items),
  };
}
