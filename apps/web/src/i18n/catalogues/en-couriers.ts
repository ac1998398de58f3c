import {
  PickupFieldMsg,
  PickupMsg,
  TRACKING_EXCEPTIONS,
  TRACKING_STAGES,
  type TTrackingException,
  type TTrackingStage,
} from '@svc/contract';

/** A booked box's stages and exceptions in plain words (contract's TRACKING_STAGES and TRACKING_EXCEPTIONS). */
const STAGE_WORDS: Record<TTrackingStage, string> = {
  booked: 'Booked with the courier',
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up',
  in_transit: 'On its way',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered at the centre',
  returning: 'Going back to you',
  returned: 'Returned to you',
  cancelled: 'Cancelled',
  lost: 'Lost by the courier',
};
const EXCEPTION_WORDS: Record<TTrackingException, string> = {
  pickup_failed: 'The courier could not pick it up. They will try again, or call you.',
  undelivered: 'The courier could not deliver it at the centre yet.',
  delayed: 'The courier says it is delayed.',
  damaged: 'The courier reports the parcel as damaged. The centre will call you.',
  misrouted: 'The courier sent it the wrong way and is putting it right.',
};

/**
 * The courier pickup's texts (issue 43), English: their own part of the catalogue (`couriers`), fetched with
 * the pickup's screens only (`loadCataloguePart`), so no other screen carries them. The server's answers
 * (PickupMsg) and the form's rules (PickupFieldMsg) under their keys.
 */
export const messages = {
  ...PickupMsg,
  ...PickupFieldMsg,
  ...(Object.fromEntries(TRACKING_STAGES.map((s) => [`stage_${s}`, STAGE_WORDS[s]])) as Record<
    `stage_${TTrackingStage}`,
    string
  >),
  ...(Object.fromEntries(TRACKING_EXCEPTIONS.map((e) => [`exception_${e}`, EXCEPTION_WORDS[e]])) as Record<
    `exception_${TTrackingException}`,
    string
  >),
  pickupTitle: 'Book a courier pickup',
  pickupIntro: 'A courier collects the parcel from your address and brings it to the service centre.',
  pickupAddress: 'Pickup address',
  pickupName: 'Name for the courier',
  pickupDay: 'Pickup day',
  pickupToday: 'Today, {day}',
  pickupBox: 'The box',
  pickupBoxHint:
    'Its outside size and its weight with the items packed. Couriers charge by the larger of the weight and the size.',
  boxLength: 'Length (cm)',
  boxBreadth: 'Breadth (cm)',
  boxHeight: 'Height (cm)',
  boxWeight: 'Weight (kg)',
  declaredValue: 'What the items are worth (₹)',
  declaredValueHint: 'The courier covers the parcel up to this value.',
  showCouriers: 'Show couriers',
  couriersFor: 'Couriers from {pincode}',
  noCouriers: 'No courier picks up from this pincode. Please send the parcel yourself and type its docket number.',
  courierDays: 'Reaches the centre in about {days} days',
  courierRate: '{rate}',
  recommended: 'Recommended',
  payerCustomer: 'You pay {rate} for this pickup: it is added to your invoice.',
  payerCentre: 'The service centre pays for this pickup.',
  bookPickup: 'Book the pickup',
  pickupState_pending: 'Waiting for the courier to confirm',
  pickupState_booked: 'Pickup booked',
  pickupState_failed: 'Not booked',
  pickupState_cancelled: 'Pickup cancelled',
  pickupCourier: 'Courier',
  pickupAwb: 'AWB',
  pickupOn: 'Pickup on',
  pickupRate: 'Charge',
  pickupWhere: 'Where it is',
  printLabel: 'Print the courier label (PDF)',
  labelComing: 'No label yet: the courier brings one, or it shows here when ready.',
  cancelPickup: 'Cancel pickup',
  cancelPickupTitle: 'Cancel this pickup?',
  cancelPickupQuestion: 'The courier will not come. The courier details you typed before come back.',
  keepPickup: 'Keep it',
  tryAgain: 'Try again',
  bookAgain: 'Book again',
  pickupOrSelf: 'Or send it yourself: keep the courier details above.',
  courierQueue_arrived: 'Delivered at the centre by the courier',
  courierQueue_exception: 'The courier reports a problem',
  courierQueue_quiet: 'No news from the courier',
  courierQueueHint_arrived: 'The courier says these parcels are here: receive their items first.',
  courierQueueHint_exception:
    'A pickup that failed, a parcel not delivered, delayed or damaged: call the customer or the courier.',
  courierQueueHint_quiet:
    'Booked boxes that have told nothing for hours, though the courier was asked: check with the courier.',
  courierQueueEmpty: 'None just now.',
  courierSettingsTitle: 'Courier pickups',
  courierSettingsHint:
    'Customers book a courier to collect their parcel, through Shiprocket: the couriers that serve their pincode, with rate and days.',
  courierPickupsOn: 'Customers may book a courier pickup',
  pickupLocation: 'Pickup location',
  pickupLocationHint: 'As it is named in Shiprocket’s panel (Settings → Pickup addresses).',
  centreAddress: 'Where the boxes come to',
  defaultBox: 'The box a request starts from',
  pickupPayer: 'Who pays a customer’s pickup',
  payerIsCentre: 'The service centre',
  payerIsCustomer: 'The customer',
  saveCourierSettings: 'Save courier settings',
} as const;
export type CourierKey = keyof typeof messages;
