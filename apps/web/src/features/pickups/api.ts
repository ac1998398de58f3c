import { type CallBody, routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const pickupKeys = {
  options: (code: string) => ['requests', 'pickup', code] as const,
};

/** What the booking screen starts from: the profile's address, the box, who pays, the booking if any. */
export const pickupOptionsQuery = (code: string) =>
  queryOptions({ queryKey: pickupKeys.options(code), queryFn: () => api(routes.pickupOptions, { req_code: code }) });

export const pickupRates = (body: CallBody<'pickupRates'>) => api(routes.pickupRates, body);
export const bookPickup = (body: CallBody<'bookPickup'>) => api(routes.bookPickup, body);
export const retryPickup = (code: string) => api(routes.retryPickup, { req_code: code });
export const cancelPickup = (code: string) => api(routes.cancelPickup, { req_code: code });

export const courierSettingsKey = ['admin', 'couriers'] as const;
export const courierSettingsQuery = queryOptions({
  queryKey: courierSettingsKey,
  queryFn: () => api(routes.courierSettings, {}),
});
export const saveCourierSettings = (body: CallBody<'saveCourierSettings'>) => api(routes.saveCourierSettings, body);
