import { ACCOUNT_EXAMPLES } from './account';
import { ADMIN_EXAMPLES } from './admin';
import { CONVERSATION_EXAMPLES } from './conversations';
import { INVOICE_EXAMPLES } from './invoices';
import { RATING_EXAMPLES } from './ratings';
import { REPORT_EXAMPLES } from './reports';
import { REQUEST_EXAMPLES } from './requests';
import type { Examples } from './shared';
import { SHIPMENT_EXAMPLES } from './shipments';
import { TRACKING_EXAMPLES } from './tracking';
import { TURNAROUND_EXAMPLES } from './turnaround';
import { WARRANTY_EXAMPLES } from './warranty';

/**
 * One example body and one example 200 reply for every documented call: shown at /api/docs, and the
 * answers the web's route tests get. Typed against the contract, and parsed by its schemas in the server's
 * tests, so an example cannot drift from the call.
 *
 * Each area's examples are in a file of their own; this assembles them in the order of the endpoint table.
 */
export const EXAMPLES = {
  ...ACCOUNT_EXAMPLES,
  ...REQUEST_EXAMPLES,
  ...TRACKING_EXAMPLES,
  ...RATING_EXAMPLES,
  ...CONVERSATION_EXAMPLES,
  ...REPORT_EXAMPLES,
  ...INVOICE_EXAMPLES,
  ...ADMIN_EXAMPLES,
  ...TURNAROUND_EXAMPLES,
  ...WARRANTY_EXAMPLES,
  ...SHIPMENT_EXAMPLES,
  health: { reply: { status: 'ok', database: 'postgres' } },
} satisfies Examples;
