import { z } from 'zod';
import { ZEmail, ZMobile, ZPincode, ZStateCode } from '../common/fields';
import { ZReqCode } from '../requests/schemas';
import { TRACKING_EXCEPTIONS, TRACKING_STAGES } from './carrier-status';
import { PickupFieldMsg as F } from './pickup-messages';

export { PICKUP_DAYS_AHEAD } from './pickup-days';

const text = (min: number, max: number, message: string) => z.string().trim().min(min, message).max(max, message);

/** An address a courier calls at or delivers to: a person, a street, a city, a state, a pincode, a phone. */
export const ZCourierAddress = z.strictObject({
  name: text(2, 80, F.enterPickupName),
  address: text(5, 200, F.enterFullAddress),
  city: text(2, 60, F.enterPickupCity),
  state: ZStateCode,
  pincode: ZPincode,
  phone: ZMobile,
  email: ZEmail,
});
export type TCourierAddress = z.infer<typeof ZCourierAddress>;

const side = z.number().min(1, F.boxSideMin).max(200, F.boxSideMax);

/** A box's size and weight, as couriers price it (the larger of its weight and its volume ÷ 5,000). */
export const ZBox = z.strictObject({
  length_cm: side,
  breadth_cm: side,
  height_cm: side,
  weight_kg: z.number().min(0.1, F.boxWeightMin).max(50, F.boxWeightMax),
});
export type TBox = z.infer<typeof ZBox>;

/** What couriers charge by: the box's weight or its volume weight (L × B × H ÷ 5,000), whichever is more. */
export const chargedWeight = (b: TBox) =>
  Math.max(b.weight_kg, Math.ceil(((b.length_cm * b.breadth_cm * b.height_cm) / 5000) * 10) / 10);

/**
 * The admin's courier settings (issue 43): bookings on or off, the pickup location registered with the
 * carrier and the centre's address that boxes come to, the box a request starts from, and who pays a
 * customer's pickup (the centre, or the customer on their invoice).
 */
export const ZCourierSettings = z.strictObject({
  enabled: z.boolean(),
  pickup_location: text(1, 60, F.enterPickupLocation),
  centre: ZCourierAddress,
  box: ZBox,
  payer: z.enum(['centre', 'customer']),
});
export type TCourierSettings = z.infer<typeof ZCourierSettings>;
/** The settings as saved (null before the first save), and whether the carrier's sign-in is configured. */
export const ZCourierSettingsReply = z.object({
  settings: ZCourierSettings.nullable(),
  carrier: z.object({ name: z.string(), configured: z.boolean() }),
});

export const BOOKING_STATES = ['pending', 'booked', 'failed', 'cancelled'] as const;
export type TBookingState = (typeof BOOKING_STATES)[number];

/** A booked box as its owner sees it: where the booking stands, its courier, AWB, label and pickup day. */
export const ZBooking = z.object({
  state: z.enum(BOOKING_STATES),
  courier: z.string(),
  awb: z.string(),
  /** Rupees, as the courier quoted it when it was booked. */
  rate: z.number(),
  payer: z.enum(['centre', 'customer']),
  /** The courier's label (a PDF) to print and stick on the box; null until the courier made one. */
  label_url: z.string().nullable(),
  pickup_on: z.string().nullable(),
  stage: z.enum(TRACKING_STAGES).nullable(),
  exception: z.enum(TRACKING_EXCEPTIONS).nullable(),
  /** Why the courier refused it, in its words (failed), or why it is not booked yet (pending). */
  error: z.string().nullable(),
  /** It may still be cancelled: booked or pending, and not picked up. */
  cancellable: z.boolean(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZPickupOptionsBody = z.strictObject({ req_code: ZReqCode });
/** What the booking screen starts from: whether it can book, the profile's address, the box, who pays. */
export const ZPickupOptions = z.object({
  /** Null when a pickup may be booked; else why not, in words for the customer. */
  unavailable: z.string().nullable(),
  address: ZCourierAddress.nullable(),
  box: ZBox.nullable(),
  payer: z.enum(['centre', 'customer']),
  booking: ZBooking.nullable(),
});
export type TPickupOptions = z.infer<typeof ZPickupOptions>;

export const ZPickupRatesBody = z.strictObject({ req_code: ZReqCode, pincode: ZPincode, box: ZBox });
export const ZPickupRates = z.object({
  couriers: z.array(z.object({ id: z.number().int(), name: z.string(), rate: z.number(), days: z.number() })),
  recommended: z.number().int().nullable(),
});
export type TPickupRates = z.infer<typeof ZPickupRates>;

export const ZBookPickup = z.strictObject({
  req_code: ZReqCode,
  address: ZCourierAddress,
  pickup_on: z.iso.date(F.choosePickupDay),
  box: ZBox,
  courier_id: z.number().int().positive(F.chooseCourier),
  /** What the items are worth, in rupees: the courier's cover and its return rate go by it. */
  declared_value: z.number().int(F.valueWhole).min(1, F.valueMin).max(1_000_000, F.valueMax),
});
export type TBookPickup = z.input<typeof ZBookPickup>;

export const ZPickupReply = z.object({ statusFlag: z.number().int(), message: z.string(), booking: ZBooking });
export const ZCancelPickup = z.strictObject({ req_code: ZReqCode });
