import { intraStateSupply, StatusFlag } from '@svc/contract';
import type { Deps } from '../../deps';
import type { Caller } from '../../lib/caller';
import { readCompanySettings } from '../company';
import type { ImagesService } from '../images';
import type { TrackingService } from '../tracking';
import { promiseClockOf, toDetails, toItem } from './request-mappers';
import type { RequestsService } from './requests.service';

/** Everything the printed request shows: letterhead, customer, request and items. */
export function createPrintService(
  deps: Pick<Deps, 'db' | 'cache' | 'now'>,
  requests: Pick<RequestsService, 'load'>,
  images: Pick<ImagesService, 'viewUrl'>,
  tracking: Pick<TrackingService, 'linkFor'>,
) {
  async function print(caller: Caller, reqCode: string) {
    const { request, customer, raiser, items, editable, answers } = await requests.load(caller, reqCode);
    const [company, trackingUrl, clock] = await Promise.all([
      readCompanySettings(deps.db),
      tracking.linkFor(deps.db, request.id),
      promiseClockOf(deps),
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
      customer_details: {
        name: customer.companyName,
        code: customer.code,
        contact_person: customer.contactPerson,
        address: `${customer.address}, ${customer.city} ${customer.pincode}`,
        gstin: customer.gstin,
        phone: customer.mobile,
        email: customer.email,
      },
      company_details: {
        name: company?.name ?? '',
        address: company?.address ?? '',
        gstin: company?.gstin ?? '',
        phone: company?.phone ?? '',
        email: company?.email ?? '',
        logo_url: company?.logoKey ? images.viewUrl(company.logoKey, 'full') : null,
      },
      tracking_url: trackingUrl,
    };
  }
  return { print };
}
export type PrintService = ReturnType<typeof createPrintService>;
