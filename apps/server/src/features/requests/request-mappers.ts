import { itemCharges, STATUS_TEXT, type TItemStatus, type TRequestDetails, type TRequestItem } from '@svc/contract';
import type { ImagesService } from '../images';
import type { ItemRow, RequestRow } from './requests.repository';

/** Charges of an item once quoted (the contract's one definition); null before a quote. */
export function chargesOf(row: Pick<ItemRow, 'serviceCharge' | 'partsCharge' | 'gstPercent'>) {
  if (row.serviceCharge === null && row.partsCharge === null) return null;
  return itemCharges({ service: row.serviceCharge ?? 0, parts: row.partsCharge ?? 0, gstPercent: row.gstPercent ?? 0 });
}

export function toItem(row: ItemRow, images: ImagesService): TRequestItem {
  const status = row.status as TItemStatus;
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
    charges: chargesOf(row),
    image_count: row.imageCount,
    version: row.version,
    thumbnail_url: row.firstImageId ? images.viewUrl(row.firstImageId, 'thumb') : null,
    return_courier: row.returnCourier,
    return_docket: row.returnDocket,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDetails(
  r: RequestRow,
  customer: { companyName: string; code: string },
  courierEditable: boolean,
): TRequestDetails {
  return {
    req_code: r.reqCode,
    created_at: r.createdAt.toISOString(),
    item_count: r.itemCount,
    group: r.groupStatus,
    courier_name: r.courierName,
    docket_number: r.docketNumber,
    narration: r.narration,
    customer_name: customer.companyName,
    customer_code: customer.code,
    courier_editable: courierEditable,
  };
}
