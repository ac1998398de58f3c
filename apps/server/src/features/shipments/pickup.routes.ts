import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { CourierSettingsService } from './courier-settings.service';
import type { PickupService } from './pickup.service';

/** The customer's pickup booked with the courier, and the admin's courier settings (issue 43). */
export const pickupRoutes: FastifyPluginAsync<{ pickups: PickupService; settings: CourierSettingsService }> = async (
  app,
  { pickups, settings },
) => {
  app.endpoint(e.pickupOptions, ({ caller, body }) => pickups.options(caller, body.req_code));
  app.endpoint(e.pickupRates, ({ caller, body }) => pickups.rates(caller, body));
  app.endpoint(e.bookPickup, ({ caller, body }) => pickups.book(caller, body));
  app.endpoint(e.retryPickup, ({ caller, body }) => pickups.retry(caller, body.req_code));
  app.endpoint(e.cancelPickup, ({ caller, body }) => pickups.cancel(caller, body.req_code));
  app.endpoint(e.courierSettings, () => settings.read());
  app.endpoint(e.saveCourierSettings, ({ caller, body }) => settings.save(caller, body));
};
