import { itemCost, STATUS_TEXT, type TItemStatus, type TRequestDetails, type TRequestItem } from '@svc/contract';
import type { ImagesService } from '../images';
import { chargesOf } from '../item-flow';
import type { ItemRow, RequestRow } from './requests.repository';

export function toItem(row: ItemRow, images: Pick<ImagesService, 'viewUrl'>): TRequestItem {
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
    total: r.chargesTotal,
    courier_editable: courierEditable,
  };
}
