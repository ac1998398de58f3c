/** The Shiprocket stand-in's orders and couriers (shiprocket.ts): what an order must carry, and the rates. */

export type OrderKind = 'forward' | 'return';

/** An IST wall-clock time as Shiprocket writes it: "2026-12-03 14:05:00", no offset. */
export const istText = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

export interface DoubleCourier {
  courier_company_id: number;
  courier_name: string;
  rate: number;
  freight_charge: number;
  estimated_delivery_days: string;
  etd: string;
  pickup_availability: string;
}

export interface DoubleOrder {
  kind: OrderKind;
  /** Our reference, `order_id` in the create call. */
  ref: string;
  id: number;
  shipmentId: number;
  awb: string;
  courier: DoubleCourier | null;
  status: string;
  statusCode: number;
  pickupToken: string;
  /** The pickup's day and time ("YYYY-MM-DD HH:mm:ss", India time) once scheduled. */
  pickupOn?: string;
  cancelled: boolean;
  manifested?: boolean;
  /** The scans pushed so far, oldest first. */
  events?: Record<string, string>[];
  /** The create call's body, as sent. */
  body: Record<string, unknown>;
}

/** Three couriers, each priced per started half kilogram. */
const COURIERS = [
  { id: 10, name: 'Delhivery Surface', perHalfKg: 38, days: 4 },
  { id: 142, name: 'Amazon Surface', perHalfKg: 35, days: 5 },
  { id: 33, name: 'Xpressbees Surface', perHalfKg: 45, days: 3 },
];

export function courierRates(weightKg: number): DoubleCourier[] {
  const halves = Math.max(1, Math.ceil(weightKg * 2));
  return COURIERS.map((c) => ({
    courier_company_id: c.id,
    courier_name: c.name,
    rate: c.perHalfKg * halves,
    freight_charge: c.perHalfKg * halves,
    estimated_delivery_days: String(c.days),
    etd: new Date(Date.now() + c.days * 86_400_000).toISOString().slice(0, 10),
    pickup_availability: '1',
  }));
}

/** What every order carries: its items, how it is paid and its box. */
const BOX_FIELDS = ['order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight'];
const FORWARD_FIELDS = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_phone',
  ...BOX_FIELDS,
];
const RETURN_FIELDS = [
  'order_id',
  'order_date',
  'pickup_customer_name',
  'pickup_address',
  'pickup_city',
  'pickup_state',
  'pickup_country',
  'pickup_pincode',
  'pickup_phone',
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_country',
  'shipping_pincode',
  'shipping_state',
  'shipping_phone',
  ...BOX_FIELDS,
];

const missing = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const label = (field: string) => field.replace(/_/g, ' ');

/**
 * Shiprocket's 422 for an order it cannot take: every required field missing by name ("The billing city field
 * is required."), an item without its name, SKU or units, or a pickup location that is not registered.
 */
function checkOrder(
  kind: OrderKind,
  b: Record<string, unknown>,
  locations: { id: number; name: string }[],
): { status: number; json: unknown } | null {
  const errors: Record<string, string[]> = {};
  for (const f of kind === 'forward' ? FORWARD_FIELDS : RETURN_FIELDS)
    if (missing(b[f])) errors[f] = [`The ${label(f)} field is required.`];
  const items = Array.isArray(b.order_items) ? b.order_items : [];
  items.forEach((item, i) => {
    const row = (item ?? {}) as Record<string, unknown>;
    for (const f of ['name', 'sku', 'units', 'selling_price'])
      if (missing(row[f])) errors[`order_items.${i}.${f}`] = [`The order_items.${i}.${f} field is required.`];
  });
  const skus = items.map((item) => String((item as Record<string, unknown>)?.sku ?? ''));
  if (new Set(skus).size !== skus.length) errors.order_items = ['SKU cannot be repeated'];
  if (Object.keys(errors).length)
    return { status: 422, json: { message: 'The given data was invalid.', errors, status_code: 422 } };
  const known =
    kind === 'forward'
      ? locations.some((l) => l.name === b.pickup_location)
      : b.pickup_location_id === undefined || locations.some((l) => l.id === Number(b.pickup_location_id));
  if (!known)
    return {
      status: 422,
      json: {
        message: 'Wrong Pickup location entered. Please choose one location from data given',
        data: { data: locations.map((l) => ({ id: l.id, pickup_location: l.name })) },
        status_code: 422,
      },
    };
  return null;
}

/** A create call (forward or return): refused as `checkOrder` says or for a repeated reference, else made. */
export function createOrder(
  kind: OrderKind,
  b: Record<string, unknown>,
  locations: { id: number; name: string }[],
  orders: DoubleOrder[],
  nextId: () => number,
) {
  const refused = checkOrder(kind, b, locations);
  if (refused) return refused;
  if (orders.some((x) => x.ref === b.order_id && x.kind === kind))
    return { status: 422, json: { message: 'Order Id already exists', status_code: 422 } };
  const id = nextId();
  const order: DoubleOrder = {
    kind,
    ref: String(b.order_id),
    id,
    shipmentId: id + 3_000_000,
    awb: '',
    courier: null,
    status: 'NEW',
    statusCode: 1,
    pickupToken: '',
    cancelled: false,
    body: b,
  };
  orders.push(order);
  return {
    status: 200,
    json: {
      order_id: order.id,
      channel_order_id: order.ref,
      shipment_id: order.shipmentId,
      status: order.status,
      status_code: order.statusCode,
      onboarding_completed_now: 0,
      awb_code: '',
      courier_company_id: '',
      courier_name: '',
      new_channel: false,
      packaging_box_error: '',
    },
  };
}
