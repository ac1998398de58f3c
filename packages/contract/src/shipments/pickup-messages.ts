import { PICKUP_DAYS_AHEAD } from './pickup-days';

/**
 * The server's answers about a courier pickup (issue 43), in English; the pickup's screens show them in the
 * reader's language from their own catalogue part (`couriers`), so no other screen carries them.
 */
export const PickupMsg = {
  notOffered: 'Courier pickups are not offered yet: please send your parcel and type its docket number.',
  nothingToPick: 'Your items have reached the centre: there is nothing left to pick up.',
  alreadyBooked: 'A pickup is already booked for this request.',
  dayOutOfRange: `Please choose a pickup day from today to ${PICKUP_DAYS_AHEAD} days ahead.`,
  courierGone: 'That courier no longer serves these pincodes at this weight: please choose again.',
  unreachable: 'The courier could not be reached just now: please try again in a minute.',
  pickedUp: 'The courier has already picked up your parcel: the pickup can no longer be cancelled.',
  busy: 'The booking is being made with the courier right now: please try again in a minute.',
  nothingBooked: 'No pickup is booked for this request.',
  booked: 'The pickup is booked.',
  pending: 'The courier has not confirmed yet: we will keep trying and show the AWB here.',
  failed: 'The courier refused the booking.',
  cancelled: 'The pickup is cancelled. The courier details you typed before are back.',
  typedOverBooking: 'A courier pickup is booked for this request: cancel it first to type other courier details.',
  settingsSaved: 'The courier settings are saved.',
  notConfigured:
    'Shiprocket’s API user is not set on the server (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD): pickups cannot be switched on yet.',
} as const;

/** The pickup form's rules' words (the contract's schemas in `pickup.ts`). */
export const PickupFieldMsg = {
  enterPickupName: 'Please enter the name the courier asks for',
  enterFullAddress: 'Please enter the full address (5 to 200 characters)',
  enterPickupCity: 'Please enter the city',
  boxSideMin: 'A box is at least 1 cm each way',
  boxSideMax: 'A box is at most 200 cm each way',
  boxWeightMin: 'A box weighs at least 0.1 kg',
  boxWeightMax: 'A box weighs at most 50 kg',
  choosePickupDay: 'Please choose the pickup day',
  chooseCourier: 'Please choose a courier',
  valueWhole: 'Please enter the value in whole rupees',
  valueMin: 'Please enter what the items are worth',
  valueMax: 'Please enter at most ₹10,00,000',
  enterPickupLocation: 'Please enter the pickup location as it is named with the courier',
} as const;
