import { postWebhook } from './http';
import { type DoubleOrder, istText } from './shiprocket-orders';

/** One scan as the stand-in pushes it: Shiprocket's numeric status (`sr-status`; "NA" happens), its words. */
export interface TrackingEvent {
  id: number | 'NA';
  label: string;
  activity?: string;
  at?: number;
  /** Another `x-api-key` than the panel's (a forged delivery). */
  token?: string;
}

/**
 * Posts one tracking event for an AWB as Shiprocket's webhook does (research 4, section 2.1): JSON with the
 * AWB, our reference as `order_id`, the numeric status, `current_timestamp` as "DD MM YYYY HH:mm:ss" and
 * every scan so far, the panel's token as `x-api-key`, no signature. An AWB it does not know still posts.
 */
export async function pushTracking(
  o: { webhookUrl?: string; webhookToken?: string },
  orders: DoubleOrder[],
  awb: string,
  event: TrackingEvent,
): Promise<number> {
  const order = orders.find((x) => x.awb === awb);
  const at = event.at ?? Date.now();
  const scan = {
    date: istText(at),
    status: 'X-SCAN',
    activity: event.activity ?? event.label,
    location: 'Coimbatore_Hub (Tamil Nadu)',
    'sr-status': String(event.id),
    'sr-status-label': event.label,
  };
  if (order) {
    order.events = [...(order.events ?? []), scan];
    if (typeof event.id === 'number') order.statusCode = event.id;
  }
  const body = JSON.stringify({
    awb,
    courier_name: order?.courier?.courier_name ?? 'Delhivery Surface',
    current_status: event.label,
    current_status_id: event.id,
    shipment_status: event.label,
    shipment_status_id: event.id,
    current_timestamp: istText(at).replace(/^(\d{4})-(\d\d)-(\d\d)/, '$3 $2 $1'),
    order_id: order?.ref ?? 'unknown',
    sr_order_id: order?.id ?? 0,
    scans: order?.events ?? [scan],
    is_return: order?.kind === 'return' ? 1 : 0,
  });
  const status = await postWebhook(
    o.webhookUrl ?? '',
    { 'content-type': 'application/json', 'x-api-key': event.token ?? o.webhookToken ?? '' },
    body,
  );
  return status;
}
