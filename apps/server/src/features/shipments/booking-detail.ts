import { stateName, type TBox, type TCourierAddress } from '@svc/contract';
import type { CarrierOrder } from './carriers/carrier';

/**
 * What a booking needs and keeps (the parcel's `detail`): the courier chosen at its rate, who pays, the box,
 * both ends, the items, the day asked for, and the courier details typed before it (a cancel puts them back).
 */
export interface BookingDetail {
  courierId: number;
  courierName: string;
  /** Rupees, as the carrier quoted it at the booking. */
  rate: number;
  payer: 'centre' | 'customer';
  box: TBox;
  declaredValue: number;
  from: TCourierAddress;
  to: TCourierAddress;
  items: { name: string; sku: string }[];
  /** "YYYY-MM-DD HH:mm", India time: when the booking was made. */
  orderDate: string;
  pickupAsked: string;
  typed: { carrier: string; docket: string };
  pickupReference?: string;
}

const asCarrier = (a: TCourierAddress) => ({
  name: a.name,
  address: a.address,
  city: a.city,
  state: stateName(a.state),
  pincode: a.pincode,
  email: a.email,
  // Couriers take the ten digits, without +91.
  phone: a.phone.replace(/^\+91/, ''),
});

/** The carrier's order for a booking: the declared value spread over the items, whole rupees, none at 0. */
export function orderOf(ref: string, d: BookingDetail): CarrierOrder {
  const each = Math.max(1, Math.floor(d.declaredValue / Math.max(1, d.items.length)));
  return {
    ref,
    date: d.orderDate,
    from: asCarrier(d.from),
    to: asCarrier(d.to),
    items: d.items.map((i, k) => ({
      ...i,
      value: k === 0 ? Math.max(1, d.declaredValue - each * (d.items.length - 1)) : each,
    })),
    box: {
      lengthCm: d.box.length_cm,
      breadthCm: d.box.breadth_cm,
      heightCm: d.box.height_cm,
      weightKg: d.box.weight_kg,
    },
    pickupOn: d.pickupAsked,
  };
}
