/**
 * The server's own answers that a person may read (not the specification's words): one owner for the
 * server that sends them and the web catalogues that translate them.
 */
export const ServerMsg = {
  requestNotFound: 'Request not found',
  itemNotFound: 'Item not found',
  customerNotFound: 'Customer not found',
  employeeNotFound: 'Employee not found',
  commonPassword: 'This password is one of the most common ones and easy to guess. Please choose another.',
  itemChanged: 'This item has changed since it was opened here. Please reload it and try again.',
  onlyCustomerRaises: 'Only a customer account can raise a repair request.',
  customerDeactivated: 'This customer is deactivated. Activate them first.',
  noEmailAddress: 'This account has no email address.',
  tooManyTrackCodes: 'Too many codes were asked for this request. Please try again in an hour.',
  logoIncomplete: 'The logo was not uploaded completely. Please add it again.',
  photoMissing: 'A photo is missing or was not uploaded completely. Please add it again.',
  photoIncomplete: 'A photo is missing or was not uploaded completely.',
  photoNotArrived: 'The photo has not arrived yet. Please add it again.',
  courierUpdated: 'Courier details updated.',
  tooLarge: 'This is too large to send. Please send less at a time.',
  unsupportedType: 'This kind of content is not accepted here.',
  chargesSaved: 'Charges saved. The customer can now approve or decline them.',
  requestCancelled: 'The request has been cancelled.',
  requestAlreadyCancelled: 'This request is already cancelled.',
  /** Who made a move, in an item's timeline, when the service centre's staff made it (not their name). */
  serviceCentre: 'Service centre',
  requestNotCancellable:
    'The request can no longer be cancelled as a whole because an item has been received. Items still pending can be cancelled one by one.',
} as const;
