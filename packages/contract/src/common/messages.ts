/**
 * The specification's user-facing texts, word for word (spelling included: "conform",
 * "atleast", "went to be wrong" are the specification's). Both the web app and the
 * server read them from here so they cannot drift apart.
 */
export const Msg = {
  // password change (section 5)
  enterOldPassword: 'Please enter old password',
  enterNewPassword: 'Please enter new password',
  enterConfirmPassword: 'Please enter confirm password',
  passwordsDoNotMatch: 'New password and conform password does not match',
  passwordMin6: 'Password must be min 6 characters',
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordChanged: 'Password changed successfully',
  forcedLogout: 'You are forced to Logout!',
  passwordChangeFailed: 'Something went to be wrong',
  // session (sections 2, 4, 8)
  sessionExpired: 'Your session expired',
  logoutConfirm: 'Are you sure you want to logout?',
  serverNotReachable: 'Server Not Reachable',
  badRequest: 'Bad Request',
  somethingWentWrong: 'Something Went Wrong',
  // company / customer form (section 5)
  selectState: 'Please select state',
  enterCompanyName: 'Please enter company name',
  enterValidGstin: 'Please enter valid GSTIN',
  enterMobile: 'Please enter mobile number',
  enterValidMobile: 'Please enter valid Mobile No.',
  enterCity: 'Please enter city',
  enterAddress: 'Please enter address',
  enterContactPerson: 'Please enter contact person',
  enterEmail: 'Please enter email',
  enterValidEmail: 'Please enter valid email',
  enterPincode: 'Please enter pincode',
  enterValidPincode: 'Please enter valid pincode',
  // user form (section 5)
  enterEmployeeName: 'Please enter employee name',
  enterUserName: 'Please enter user name',
  enterPassword: 'Please enter password',
  selectUserRole: 'Please select user role',
  selectBranchName: 'Please select branch name',
  enterDeviceId: 'Please enter device ID',
  passcode4: 'Passcode should be 4 characters',
  passwordRule: 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
  // repair request (section 5)
  selectItem: 'Please select Item',
  enterModelNumber: 'Please enter valid Model Number',
  enterSerialNumber: 'Please enter valid Serial Number',
  selectBrand: 'Please select Brand',
  addOneItem: 'Please add atleast one item',
  enterCourierName: 'Please enter Courier / Service Name',
  enterDocketNumber: 'Please enter Docket Number',
  enterNarration: 'Please enter Narration',
} as const;

/** Texts the specification leaves open ("not shown"); chosen by the team, see docs/decisions. */
export const AppMsg = {
  gstinStateMismatch: 'GSTIN does not match the selected state',
  userNameLettersDigits: 'User name may hold letters and digits only',
  userNameLength: 'User name must be 3 to 30 characters',
  confirmPasswordMismatch: 'Password and confirm password do not match',
  enterOtp: 'Please enter the 6-digit code',
  invalidCredentials: 'Invalid user name or password',
  accountLocked: 'Too many failed attempts. Try again in 15 minutes, or set a new password with Forgot password.',
  accountDeactivated: 'This account is deactivated. Please contact the service centre.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  otpSent: 'We have sent a 6-digit code to your email. It is valid for 10 minutes.',
  otpInvalid: 'The code is not correct. Please check it and try again.',
  otpExpired: 'The code has expired or was already used. Please request a new code.',
  otpTooManyTries: 'Too many wrong codes. Please request a new code.',
  userNameInUse: 'This user name is already in use. Please choose another.',
  customerExists: 'An account with this email or GSTIN already exists. Please sign in or recover your password.',
  accountCreated: 'Your account has been created. You can sign in now.',
  resetSent: 'If an account matches, we have sent a code to its registered email.',
  passwordReset: 'Your password has been changed. Please sign in with the new password.',
  passwordSet: 'Your password has been set. Please sign in.',
  welcomeLinkExpired:
    'This link has expired or was already used. Use Forgot password to set your password with a mailed code.',
  tokenExpired: 'Your session has ended. Please sign in again.',
  unauthorized: 'Please sign in to continue.',
  notFound: 'Not found',
  loggedOut: 'You have been signed out.',
  invalidInput: 'Some fields are not valid. Please check them and try again.',
  enterIdentifier: 'Please enter your user name or email',
  /** A template: `tooManyItemsMessage` fills it with MAX_ITEMS_PER_REQUEST. */
  tooManyItems: 'A request can hold at most {max} items. Please send the rest in another request.',
  problemTooLong: 'Please describe the problem in at most 500 characters',
  /** A template: the other item of the request with the same serial number (decision 093). */
  serialRepeated: 'This serial number is also on item {n}. Please enter each item’s own serial number',
} as const;
