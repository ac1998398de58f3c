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
  /** Below API_PREFIX; `:name` marks a path parameter. */
  path: string;
  tag: string;
  access: Access;
  limit: Limit;
  /** Left out of the OpenAPI document. */
  hidden?: boolean;
}

const post = <N extends string, P extends string>(name: N, tag: string, path: P, access: Access, limit: Limit) =>
  ({ name, method: 'POST', tag, path, access, limit }) as const;

/**
 * Every call's address, access and rate limit, once. `endpoints.ts` adds each call's schemas for the
 * server; the web client calls through these rows and takes its types from there, so the browser carries
 * no schema it does not use.
 */
export const routes = {
  authenticate: post('authenticate', 'login', '/login/authenticate', 'public', 'guessable'),
  getOtp: post('getOtp', 'login', '/login/GetOTP', 'public', 'guessable'),
  insertCustomer: post('insertCustomer', 'login', '/login/insertCustomer', 'public', 'guessable'),
  forgotPassword: post('forgotPassword', 'login', '/login/forgotPassword', 'public', 'guessable'),
  resetPassword: post('resetPassword', 'login', '/login/resetPassword', 'public', 'guessable'),
  setPassword: post('setPassword', 'login', '/login/setPassword', 'public', 'guessable'),
  checkWelcomeLink: post('checkWelcomeLink', 'login', '/login/checkWelcomeLink', 'public', 'guessable'),
  refreshToken: post('refreshToken', 'login', '/login/refreshToken', 'public', 'open'),
  logout: post('logout', 'login', '/login/logout', 'public', 'open'),
  oldPasswordCheck: post('oldPasswordCheck', 'login', '/login/OldPasswordCheck', 'user', 'guessable'),
  changePassword: post('changePassword', 'login', '/login/ChangePassword', 'user', 'guessable'),
  getProfile: post('getProfile', 'profile', '/profile/getProfile', 'user', 'none'),
  setLanguage: post('setLanguage', 'profile', '/profile/setLanguage', 'user', 'user'),
  setWhatsappOptIn: post('setWhatsappOptIn', 'profile', '/profile/setWhatsappOptIn', 'user', 'user'),
  updateProfile: post('updateProfile', 'profile', '/profile/updateProfile', 'user', 'user'),
  sendMobileCode: post('sendMobileCode', 'profile', '/profile/sendMobileCode', 'user', 'guessable'),
  verifyMobile: post('verifyMobile', 'profile', '/profile/verifyMobile', 'user', 'guessable'),
  colleagueList: post('colleagueList', 'account', '/account/getColleagues', 'user', 'none'),
  inviteColleague: post('inviteColleague', 'account', '/account/inviteColleague', 'user', 'user'),
  resendInvitation: post('resendInvitation', 'account', '/account/resendInvitation', 'user', 'user'),
  setColleagueRole: post('setColleagueRole', 'account', '/account/setColleagueRole', 'user', 'user'),
  removeColleague: post('removeColleague', 'account', '/account/removeColleague', 'user', 'user'),
  masterList: post('masterList', 'requests', '/requestrepair/getmasterList', 'user', 'none'),
  listRequests: post('listRequests', 'requests', '/requestrepair/getrequestrepairList', 'user', 'none'),
  addRequest: post('addRequest', 'requests', '/requestrepair/addrequestrepair', 'user', 'user'),
  updateCourier: post('updateCourier', 'requests', '/requestrepair/updatecourierdetails', 'user', 'none'),
  updateItemStatus: post('updateItemStatus', 'requests', '/requestrepair/updateItemStatus', 'user', 'user'),
  moveItems: post('moveItems', 'requests', '/requestrepair/updateItemsStatus', 'user', 'user'),
  cancelRequest: post('cancelRequest', 'requests', '/requestrepair/cancelRequest', 'user', 'user'),
  updateCharges: post('updateCharges', 'requests', '/requestrepair/updateChargesRequestRepair', 'staff', 'user'),
  quoteItems: post('quoteItems', 'requests', '/requestrepair/updateItemsCharges', 'staff', 'user'),
  actionCounts: post('actionCounts', 'requests', '/requestrepair/getActionCounts', 'staff', 'none'),
  auditTrail: post('auditTrail', 'requests', '/requestrepair/getAuditTrail', 'staff', 'none'),
  messageDeliveries: post('messageDeliveries', 'requests', '/requestrepair/getMessageDeliveries', 'staff', 'none'),
  viewRequest: post('viewRequest', 'requests', '/requestrepair/viewrequestrepair', 'user', 'none'),
  viewItem: post('viewItem', 'requests', '/requestrepair/viewRRItemdetails', 'user', 'none'),
  printRequest: post('printRequest', 'requests', '/requestrepair/printRRItemdetails', 'user', 'none'),
  trackingLink: post('trackingLink', 'requests', '/requestrepair/getTrackingLink', 'user', 'none'),
  replaceTrackingLink: post('replaceTrackingLink', 'requests', '/requestrepair/replaceTrackingLink', 'user', 'user'),
  trackView: post('trackView', 'tracking', '/track/view', 'public', 'guessable'),
  trackSendCode: post('trackSendCode', 'tracking', '/track/sendCode', 'public', 'guessable'),
  trackVerifyCode: post('trackVerifyCode', 'tracking', '/track/verifyCode', 'public', 'guessable'),
  trackResume: post('trackResume', 'tracking', '/track/resume', 'public', 'granted'),
  trackAnswerCharges: post('trackAnswerCharges', 'tracking', '/track/answerCharges', 'public', 'granted'),
  trackUpdateCourier: post('trackUpdateCourier', 'tracking', '/track/updateCourier', 'public', 'granted'),
  trackThread: post('trackThread', 'tracking', '/track/getThread', 'public', 'granted'),
  trackPostMessage: post('trackPostMessage', 'tracking', '/track/postMessage', 'public', 'granted'),
  ratingView: post('ratingView', 'ratings', '/rating/view', 'public', 'guessable'),
  ratingSave: post('ratingSave', 'ratings', '/rating/save', 'public', 'guessable'),
  threadView: post('threadView', 'conversations', '/conversations/getThread', 'user', 'none'),
  postMessage: post('postMessage', 'conversations', '/conversations/postMessage', 'user', 'user'),
  awaitingReplies: post('awaitingReplies', 'conversations', '/conversations/getAwaitingReplies', 'staff', 'none'),
  cannedReplies: post('cannedReplies', 'conversations', '/conversations/getCannedReplies', 'staff', 'none'),
  saveCannedReply: post('saveCannedReply', 'admin', '/admin/saveCannedReply', 'admin', 'user'),
  presignUpload: post('presignUpload', 'requests', '/requestrepair/getPresignedUrl', 'user', 'upload'),
  completeUpload: post('completeUpload', 'requests', '/requestrepair/completeUpload', 'user', 'upload'),
  uploadFile: {
    name: 'uploadFile',
    method: 'PUT',
    tag: 'requests',
    path: '/uploads/:id',
    access: 'public',
    limit: 'upload',
  },
  readFile: {
    name: 'readFile',
    method: 'GET',
    tag: 'requests',
    path: '/files/:id/:variant',
    access: 'public',
    limit: 'none',
  },
  completedReport: post('completedReport', 'reports', '/reports/getCompletedRequestList', 'user', 'none'),
  inProgressReport: post('inProgressReport', 'reports', '/reports/getInProgressRequestList', 'user', 'none'),
  pendingReport: post('pendingReport', 'reports', '/reports/getPendingRequestList', 'user', 'none'),
  reportSummary: post('reportSummary', 'reports', '/reports/getReportSummary', 'user', 'none'),
  reportBreakdown: post('reportBreakdown', 'reports', '/reports/getBreakdown', 'user', 'none'),
  exportCsv: post('exportCsv', 'reports', '/reports/exportCsv', 'user', 'none'),
  turnaroundReport: post('turnaroundReport', 'reports', '/reports/getTurnaroundReport', 'staff', 'none'),
  exportTurnaroundCsv: post('exportTurnaroundCsv', 'reports', '/reports/exportTurnaroundCsv', 'staff', 'none'),
  listInvoices: post('listInvoices', 'invoices', '/invoices/getInvoiceList', 'user', 'none'),
  viewInvoice: post('viewInvoice', 'invoices', '/invoices/getInvoice', 'user', 'none'),
  invoiceStatement: post('invoiceStatement', 'invoices', '/invoices/getStatement', 'user', 'none'),
  exportGstr1: post('exportGstr1', 'invoices', '/invoices/exportGstr1', 'staff', 'none'),
  downloadInvoice: post('downloadInvoice', 'invoices', '/invoices/downloadInvoice', 'user', 'none'),
  issueInvoice: post('issueInvoice', 'invoices', '/invoices/issueInvoice', 'staff', 'user'),
  issueCreditNote: post('issueCreditNote', 'invoices', '/invoices/issueCreditNote', 'staff', 'user'),
  recordPayment: post('recordPayment', 'invoices', '/invoices/recordPayment', 'staff', 'user'),
  invoicePreview: post('invoicePreview', 'invoices', '/invoices/getInvoicePreview', 'staff', 'none'),
  toInvoiceList: post('toInvoiceList', 'invoices', '/invoices/getToInvoiceList', 'staff', 'none'),
  adminMasterList: post('adminMasterList', 'admin', '/admin/getMasterList', 'admin', 'none'),
  saveMaster: post('saveMaster', 'admin', '/admin/saveMaster', 'admin', 'user'),
  branchList: post('branchList', 'admin', '/admin/getBranchList', 'admin', 'none'),
  saveBranch: post('saveBranch', 'admin', '/admin/saveBranch', 'admin', 'user'),
  companySettings: post('companySettings', 'admin', '/admin/getCompanySettings', 'admin', 'none'),
  saveCompanySettings: post('saveCompanySettings', 'admin', '/admin/saveCompanySettings', 'admin', 'user'),
  setupChecklist: post('setupChecklist', 'admin', '/admin/getSetupChecklist', 'admin', 'none'),
  turnaroundSettings: post('turnaroundSettings', 'admin', '/admin/getTurnaroundSettings', 'admin', 'none'),
  saveWorkingCalendar: post('saveWorkingCalendar', 'admin', '/admin/saveWorkingCalendar', 'admin', 'user'),
  saveTurnaroundRule: post('saveTurnaroundRule', 'admin', '/admin/saveTurnaroundRule', 'admin', 'user'),
  removeTurnaroundRule: post('removeTurnaroundRule', 'admin', '/admin/removeTurnaroundRule', 'admin', 'user'),
  importSalesRecords: post('importSalesRecords', 'admin', '/admin/importSalesRecords', 'admin', 'user'),
  warrantyOf: post('warrantyOf', 'requests', '/requestrepair/getWarranty', 'user', 'user'),
  customerList: post('customerList', 'admin', '/admin/getCustomerList', 'staff', 'none'),
  saveCustomer: post('saveCustomer', 'admin', '/admin/saveCustomer', 'admin', 'user'),
  sendCustomerReset: post('sendCustomerReset', 'admin', '/admin/sendCustomerReset', 'admin', 'user'),
  employeeList: post('employeeList', 'admin', '/admin/getEmployeeList', 'admin', 'none'),
  courierSettings: post('courierSettings', 'admin', '/admin/getCourierSettings', 'admin', 'none'),
  saveCourierSettings: post('saveCourierSettings', 'admin', '/admin/saveCourierSettings', 'admin', 'user'),
  // Couriers booked from the portal (issue 43): the customer's pickup of their parcel.
  pickupOptions: post('pickupOptions', 'shipments', '/shipments/getPickupOptions', 'user', 'none'),
  pickupRates: post('pickupRates', 'shipments', '/shipments/getPickupRates', 'user', 'user'),
  bookPickup: post('bookPickup', 'shipments', '/shipments/bookPickup', 'user', 'user'),
  retryPickup: post('retryPickup', 'shipments', '/shipments/retryPickup', 'user', 'user'),
  cancelPickup: post('cancelPickup', 'shipments', '/shipments/cancelPickup', 'user', 'user'),
  saveEmployee: post('saveEmployee', 'admin', '/admin/saveEmployee', 'admin', 'user'),
} as const satisfies Record<string, Route>;
