/** What a carrier's client takes and answers, whichever carrier (Shiprocket first; Delhivery next). */

/** An address as a carrier wants it: a person, a street, a city, a state, a 6-digit pincode, a phone. */
interface CarrierAddress {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  email: string;
  phone: string;
}

/** One box to book: our reference (unique, the retry's key), its items, its size and weight, both ends. */
export interface CarrierOrder {
  ref: string;
  /** "YYYY-MM-DD HH:mm", India time. */
  date: string;
  from: CarrierAddress;
  to: CarrierAddress;
  items: { name: string; sku: string; value: number; hsn?: string }[];
  box: { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number };
  /** The pickup location registered with the carrier that a forward order leaves from (the admin's). */
  pickupLocation?: string;
  /** The day the pickup is asked for (YYYY-MM-DD); the carrier's next working day when absent. */
  pickupOn?: string;
}

export interface RateQuery {
  fromPincode: string;
  toPincode: string;
  weightKg: number;
  /** The customer's box to the centre (a return order), with what its contents are worth. */
  isReturn?: boolean;
  declaredValue?: number;
}

export interface CourierRate {
  id: number;
  name: string;
  /** Rupees, as the carrier quotes it. */
  rate: number;
  /** Expected days to deliver. */
  days: number;
}

/**
 * A carrier's refusal: `permanent` when asking again cannot help (a missing field, an unknown pickup
 * location, an AWB already assigned), with the fields it named; otherwise (429, 5xx) the booking's outbox
 * tries again later. A timeout is an `UnreachableError` that is `uncertain`: the order may have gone in.
 */
export class CarrierError extends Error {
  readonly permanent: boolean;
  readonly status: number;
  readonly fields: string[];
  constructor(message: string, o: { permanent: boolean; status?: number; fields?: string[] }) {
    super(message);
    this.permanent = o.permanent;
    this.status = o.status ?? 0;
    this.fields = o.fields ?? [];
  }
}
