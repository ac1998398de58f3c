import { endpoints as e, MAX_SALES_FILE_BYTES } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { WarrantyService } from './warranty.service';

/** The admin's sales import, and a serial number's warranty for the add screen and the desk. */
export const warrantyRoutes: FastifyPluginAsync<{ warranty: WarrantyService }> = async (app, { warranty }) => {
  // The file travels as JSON text: its escaping can add a little to the 5 MB it may hold.
  app.endpoint(e.importSalesRecords, ({ caller, body }) => warranty.importSales(caller, body), {
    bodyLimit: MAX_SALES_FILE_BYTES + 1024 * 1024,
  });
  app.endpoint(e.warrantyOf, ({ caller, body }) => warranty.lookup(caller, body));
};
