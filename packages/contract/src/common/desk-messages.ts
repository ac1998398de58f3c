/** Texts of the service desk and admin calls, kept free of zod so any screen can import them cheaply. */
export const AdminMsg = {
  enterName: 'Please enter a name',
  nameExists: 'An entry with this name already exists',
  enterBranchName: 'Please enter the branch name',
  branchExists: 'A branch with this name already exists',
  enterCompanyName: 'Please enter company name',
  enterAddress: 'Please enter address',
  enterValidPhone: 'Please enter a valid phone number: a mobile, or a landline with its STD code',
  saved: 'Saved.',
} as const;

export const PeopleMsg = {
  customerSaved: 'Customer saved.',
  customerCreated: 'Customer saved. A welcome mail with a link to set a password has been sent.',
  profileSaved: 'Your details have been saved.',
  employeeSaved: 'Employee saved.',
  resetSent: 'A password reset code has been mailed to the customer.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  branchInactive: 'Please select an active branch',
  customerExists: 'Another customer already has this email or GSTIN.',
  cannotDropOwnAdmin: 'You cannot take the admin role away from your own account.',
} as const;

/**
 * The server's words for a move of several items (decision 099). Not in the screens' catalogues: the desk
 * offers only items that can move, and every signed-in route carries those catalogues (decision 075).
 */
export const MoveItemsMsg = {
  someChanged:
    'Some of these items changed after this page was opened, so nothing was saved. They are shown again as they are now.',
  itemTwice: 'An item is chosen twice',
  tooManyToMove: 'At most 500 items can be moved at once',
  chooseItems: 'Please choose at least one item',
  /** One or more of the items cannot make the move: nothing moved. */
  nothingMoved: (refused: number, of: number) =>
    `Nothing was moved: ${refused === of ? (of === 1 ? 'the item' : `all ${of} items`) : `${refused} of ${of} items`} cannot be moved. Each is named below.`,
  itemsMoved: (n: number, status: string) => `${n === 1 ? '1 item' : `${n} items`} moved to ${status}.`,
  /** One or more of the items cannot take the quote: nothing quoted. */
  nothingQuoted: (refused: number, of: number) =>
    `Nothing was quoted: ${refused === of ? (of === 1 ? 'the item' : `all ${of} items`) : `${refused} of ${of} items`} cannot take charges now. Each is named below.`,
  itemsQuoted: (n: number) => `Charges saved for ${n === 1 ? '1 item' : `${n} items`}.`,
} as const;

export const ItemStatusMsg = {
  docketMismatch: 'The docket number does not match the one on this request. Check the parcel and try again.',
  enterReturnCourier: 'Please enter the return courier',
  enterReturnDocket: 'Please enter the return docket number',
  enterRemark: 'Please enter a remark',
  enterExpectedDate: 'Please enter the date the parts are expected by',
  expectedDatePast: 'The date the parts are expected by cannot be in the past',
  expectedDateTooFar: 'The parts must be expected within 180 days',
  enterAmount: 'Please enter an amount of 0 or more',
  quoteWithCharges: 'Charges are quoted with their amounts: use Set charges.',
  amountTooLarge: 'Please enter an amount of at most ₹1,00,00,000.00',
} as const;
