/**
 * Who may call: `public` needs no sign-in; `user` any signed-in person (services then apply ownership);
 * `staff` staff and admin; `admin` admin only. For a caller below the line the call does not exist (404).
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

/**
 * The rate limit a call counts against: `guessable` (sign-in, codes, passwords, per address), `granted`
 * (the tracking link's calls after a confirmed code: a signed grant, nothing to guess; a generous budget
 * per address, decision 080), `open` (token refresh and logout, per address), `user` and `upload` (per
 * signed-in user), `monitoring` (health and the API document), `none`.
 */
export type Limit = 'guessable' | 'granted' | 'open' | 'user' | 'upload' | 'monitoring' | 'none';

/** Where a call lives and who may make it: the part of the endpoint table the browser needs at run time. */
export interface Route {
  /** The call's name in the table; the client's types are looked up by it. */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Below API_PREFIX; `:name` marks a path parameter. Its first part names its group (`tagOf`). */
  path: string;
  access: Access;
  limit: Limit;
  /** Left out of the OpenAPI document. */
  hidden?: boolean;
}

const post = <N extends string, P extends string>(name: N, path: P, access: Access, limit: Limit) =>
  ({ name, method: 'POST', path, access, limit }) as const;

/**
 * Every call's address, access and rate limit, once. `endpoints.ts` adds each call's schemas for the
 * server; the web client calls through these rows and takes its types from there, so the browser carries
 * no schema it does not use.
 */
export const routes = {
  authenticate: post('authenticate', '/login/authenticate', 'public', 'guessable'),
  getOtp: post('getOtp', '/login/GetOTP', 'public', 'guessable'),
  insertCustomer: post('insertCustomer', '/login/insertCustomer', 'public', 'guessable'),
  forgotPassword: post('forgotPassword', '/login/forgotPassword', 'public', 'guessable'),
  resetPassword: post('resetPassword', '/login/resetPassword', 'public', 'guessable'),
  setPassword: post('setPassword', '/login/setPassword', 'public', 'guessable'),
  checkWelcomeLink: post('checkWelcomeLink', '/login/checkWelcomeLink', 'public', 'guessable'),
  refreshToken: post('refreshToken', '/login/refreshToken', 'public', 'open'),
  logout: post('logout', '/login/logout', 'public', 'open'),
  oldPasswordCheck: post('oldPasswordCheck', '/login/OldPasswordCheck', 'user', 'guessable'),
  changePassword: post('changePassword', '/login/ChangePassword', 'user', 'guessable'),
  getProfile: post('getProfile', '/profile/getProfile', 'user', 'none'),
  setLanguage: post('setLanguage', '/profile/setLanguage', 'user', 'user'),
  setWhatsappOptIn: post('setWhatsappOptIn', '/profile/setWhatsappOptIn', 'user', 'user'),
  updateProfile: post('updateProfile', '/profile/updateProfile', 'user', 'user'),
  sendMobileCode: post('sendMobileCode', '/profile/sendMobileCode', 'user', 'guessable'),
  verifyMobile: post('verifyMobile', '/profile/verifyMobile', 'user', 'guessable'),
  colleagueList: post('colleagueList', '/account/getColleagues', 'user', 'none'),
  inviteColleague: post('inviteColleague', '/account/inviteColleague', 'user', 'user'),
  resendInvitation: post('resendInvitation', '/account/resendInvitation', 'user', 'user'),
  setColleagueRole: post('setColleagueRole', '/account/setColleagueRole', 'user', 'user'),
  removeColleague: post('removeColleague', '/account/removeColleague', 'user', 'user'),
  masterList: post('masterList', '/requestrepair/getmasterList', 'user', 'none'),
  listRequests: post('listRequests', '/requestrepair/getrequestrepairList', 'user', 'none'),
  addRequest: post('addRequest', '/requestrepair/addrequestrepair', 'user', 'user'),
  updateCourier: post('updateCourier', '/requestrepair/updatecourierdetails', 'user', 'none'),
  updateItemStatus: post('updateItemStatus', '/requestrepair/updateItemStatus', 'user', 'user'),
  moveItems: post('moveItems', '/requestrepair/updateItemsStatus', 'user', 'user'),
  cancelRequest: post('cancelRequest', '/requestrepair/cancelRequest', 'user', 'user'),
  updateCharges: post('updateCharges', '/requestrepair/updateChargesRequestRepair', 'staff', 'user'),
  quoteItems: post('quoteItems', '/requestrepair/updateItemsCharges', 'staff', 'user'),
  actionCounts: post('actionCounts', '/requestrepair/getActionCounts', 'staff', 'none'),
  auditTrail: post('auditTrail', '/requestrepair/getAuditTrail', 'staff', 'none'),
  messageDeliveries: post('messageDeliveries', '/requestrepair/getMessageDeliveries', 'staff', 'none'),
  viewRequest: post('viewRequest', '/requestrepair/viewrequestrepair', 'user', 'none'),
  viewItem: post('viewItem', '/requestrepair/viewRRItemdetails', 'user', 'none'),
  printRequest: post('printRequest', '/requestrepair/printRRItemdetails', 'user', 'none'),
  trackingLink: post('trackingLink', '/requestrepair/getTrackingLink', 'user', 'none'),
  replaceTrackingLink: post('replaceTrackingLink', '/requestrepair/replaceTrackingLink', 'user', 'user'),
  trackView: post('trackView', '/track/view', 'public', 'guessable'),
  trackSendCode: post('trackSendCode', '/track/sendCode', 'public', 'guessable'),
  trackVerifyCode: post('trackVerifyCode', '/track/verifyCode', 'public', 'guessable'),
  trackResume: post('trackResume', '/track/resume', 'public', 'granted'),
  trackAnswerCharges: post('trackAnswerCharges', '/track/answerCharges', 'public', 'granted'),
  trackUpdateCourier: post('trackUpdateCourier', '/track/updateCourier', 'public', 'granted'),
  trackThread: post('trackThread', '/track/getThread', 'public', 'granted'),
  trackPostMessage: post('trackPostMessage', '/track/postMessage', 'public', 'granted'),
  ratingView: post('ratingView', '/rating/view', 'public', 'guessable'),
  ratingSave: post('ratingSave', '/rating/save', 'public', 'guessable'),
  threadView: post('threadView', '/conversations/getThread', 'user', 'none'),
  postMessage: post('postMessage', '/conversations/postMessage', 'user', 'user'),
  awaitingReplies: post('awaitingReplies', '/conversations/getAwaitingReplies', 'staff', 'none'),
  cannedReplies: post('cannedReplies', '/conversations/getCannedReplies', 'staff', 'none'),
  saveCannedReply: post('saveCannedReply', '/admin/saveCannedReply', 'admin', 'user'),
  presignUpload: post('presignUpload', '/requestrepair/getPresignedUrl', 'user', 'upload'),
  completeUpload: post('completeUpload', '/requestrepair/completeUpload', 'user', 'upload'),
  uploadFile: {
    name: 'uploadFile',
    method: 'PUT',
    path: '/uploads/:id',
    access: 'public',
    limit: 'upload',
  },
  readFile: {
    name: 'readFile',
    method: 'GET',
    path: '/files/:id/:variant',
    access: 'public',
    limit: 'none',
  },
  completedReport: post('completedReport', '/reports/getCompletedRequestList', 'user', 'none'),
  inProgressReport: post('inProgressReport', '/reports/getInProgressRequestList', 'user', 'none'),
  pendingReport: post('pendingReport', '/reports/getPendingRequestList', 'user', 'none'),
  reportSummary: post('reportSummary', '/reports/getReportSummary', 'user', 'none'),
  reportBreakdown: post('reportBreakdown', '/reports/getBreakdown', 'user', 'none'),
  exportCsv: post('exportCsv', '/reports/exportCsv', 'user', 'none'),
  turnaroundReport: post('turnaroundReport', '/reports/getTurnaroundReport', 'staff', 'none'),
  exportTurnaroundCsv: post('exportTurnaroundCsv', '/reports/exportTurnaroundCsv', 'staff', 'none'),
  listInvoices: post('listInvoices', '/invoices/getInvoiceList', 'user', 'none'),
  viewInvoice: post('viewInvoice', '/invoices/getInvoice', 'user', 'none'),
  invoiceStatement: post('invoiceStatement', '/invoices/getStatement', 'user', 'none'),
  exportGstr1: post('exportGstr1', '/invoices/exportGstr1', 'staff', 'none'),
  downloadInvoice: post('downloadInvoice', '/invoices/downloadInvoice', 'user', 'none'),
  issueInvoice: post('issueInvoice', '/invoices/issueInvoice', 'staff', 'user'),
  issueCreditNote: post('issueCreditNote', '/invoices/issueCreditNote', 'staff', 'user'),
  recordPayment: post('recordPayment', '/invoices/recordPayment', 'staff', 'user'),
  invoicePreview: post('invoicePreview', '/invoices/getInvoicePreview', 'staff', 'none'),
  toInvoiceList: post('toInvoiceList', '/invoices/getToInvoiceList', 'staff', 'none'),
  adminMasterList: post('adminMasterList', '/admin/getMasterList', 'admin', 'none'),
  saveMaster: post('saveMaster', '/admin/saveMaster', 'admin', 'user'),
  branchList: post('branchList', '/admin/getBranchList', 'admin', 'none'),
  saveBranch: post('saveBranch', '/admin/saveBranch', 'admin', 'user'),
  companySettings: post('companySettings', '/admin/getCompanySettings', 'admin', 'none'),
  saveCompanySettings: post('saveCompanySettings', '/admin/saveCompanySettings', 'admin', 'user'),
  setupChecklist: post('setupChecklist', '/admin/getSetupChecklist', 'admin', 'none'),
  turnaroundSettings: post('turnaroundSettings', '/admin/getTurnaroundSettings', 'admin', 'none'),
  saveWorkingCalendar: post('saveWorkingCalendar', '/admin/saveWorkingCalendar', 'admin', 'user'),
  saveTurnaroundRule: post('saveTurnaroundRule', '/admin/saveTurnaroundRule', 'admin', 'user'),
  removeTurnaroundRule: post('removeTurnaroundRule', '/admin/removeTurnaroundRule', 'admin', 'user'),
  importSalesRecords: post('importSalesRecords', '/admin/importSalesRecords', 'admin', 'user'),
  warrantyOf: post('warrantyOf', '/requestrepair/getWarranty', 'user', 'user'),
  customerList: post('customerList', '/admin/getCustomerList', 'staff', 'none'),
  saveCustomer: post('saveCustomer', '/admin/saveCustomer', 'admin', 'user'),
  sendCustomerReset: post('sendCustomerReset', '/admin/sendCustomerReset', 'admin', 'user'),
  employeeList: post('employeeList', '/admin/getEmployeeList', 'admin', 'none'),
  courierSettings: post('courierSettings', '/admin/getCourierSettings', 'admin', 'none'),
  saveCourierSettings: post('saveCourierSettings', '/admin/saveCourierSettings', 'admin', 'user'),
  // Couriers booked from the portal (issue 43): the customer's pickup of their parcel.
  pickupOptions: post('pickupOptions', '/shipments/getPickupOptions', 'user', 'none'),
  pickupRates: post('pickupRates', '/shipments/getPickupRates', 'user', 'user'),
  bookPickup: post('bookPickup', '/shipments/bookPickup', 'user', 'user'),
  retryPickup: post('retryPickup', '/shipments/retryPickup', 'user', 'user'),
  cancelPickup: post('cancelPickup', '/shipments/cancelPickup', 'user', 'user'),
  saveEmployee: post('saveEmployee', '/admin/saveEmployee', 'admin', 'user'),
} as const satisfies Record<string, Route>;
