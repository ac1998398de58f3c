import { z } from 'zod';
import {
  ZAdminMasterListReply,
  ZBranchListReply,
  ZBranchSave,
  ZCompanyReply,
  ZCompanySave,
  ZMasterListRequest,
  ZMasterSave,
} from '../admin/lists';
import {
  ZCustomerCode,
  ZCustomerListReply,
  ZCustomerListRequest,
  ZCustomerSave,
  ZEmployeeListReply,
  ZEmployeeListRequest,
  ZEmployeeSave,
  ZSaveReply,
} from '../admin/people';
import { ZSetupReply } from '../admin/setup';
import { ZCalendarSave, ZTurnaroundRuleKey, ZTurnaroundRuleSave, ZTurnaroundSettingsReply } from '../admin/turnaround';
import {
  ZColleagueList,
  ZColleagueListReply,
  ZColleagueRef,
  ZColleagueReply,
  ZColleagueRoleChange,
  ZInviteColleague,
} from '../auth/colleagues';
import {
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZLogoutRequest,
  ZOldPasswordCheckRequest,
  ZOldPasswordCheckResponse,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
} from '../auth/login';
import { ZProfileResponse, ZSendMobileCode, ZSendMobileCodeReply, ZSetLanguage, ZVerifyMobile } from '../auth/profile';
import { ZStatusReply } from '../auth/session';
import {
  ZCheckWelcomeLink,
  ZForgotPasswordRequest,
  ZGetOtpRequest,
  ZInsertCustomerRequest,
  ZResetPasswordRequest,
  ZSetPasswordReply,
  ZSetPasswordRequest,
  ZUpdateProfile,
} from '../auth/signup';
import {
  ZAwaitingList,
  ZAwaitingReply,
  ZCannedList,
  ZCannedListReply,
  ZCannedSave,
  ZPostMessage,
  ZPostMessageReply,
  ZThreadReply,
  ZThreadRequest,
  ZTrackMessage,
  ZTrackThread,
} from '../conversations/conversations';
import { ZActionCountsReply, ZAuditReply, ZAuditRequest } from '../desk/schemas';
import {
  ZCreditNote,
  ZGstr1Export,
  ZInvoiceList,
  ZInvoiceListReply,
  ZInvoicePreviewReply,
  ZInvoicePreviewRequest,
  ZInvoiceRef,
  ZInvoiceReply,
  ZIssueInvoice,
  ZRecordPayment,
  ZStatementReply,
  ZStatementRequest,
  ZToInvoiceReply,
} from '../invoices/schemas';
import { ZDeliveriesReply, ZDeliveriesRequest, ZWhatsappOptIn, ZWhatsappOptInReply } from '../phone-messages/messages';
import { ZRatingSave, ZRatingSaveReply, ZRatingView, ZRatingViewReply } from '../ratings/ratings';
import {
  ZCompletedReply,
  ZInProgressReply,
  ZPendingReply,
  ZReportBreakdown,
  ZReportBreakdownReply,
  ZReportExport,
  ZReportList,
  ZReportSummary,
  ZReportSummaryReply,
} from '../reports/schemas';
import { ZTurnaroundReply, ZTurnaroundReport } from '../reports/turnaround';
import { ZCancelRequest, ZUpdateCharges, ZUpdateItemStatus } from '../requests/item-status';
import { ZMoveItems, ZQuoteItems } from '../requests/move-items';
import {
  ZAddRequestReply,
  ZCompleteUploadReply,
  ZFlagReply,
  ZMasterListReply,
  ZPresignReply,
  ZPrintReply,
  ZRequestListReply,
  ZViewItemReply,
  ZViewRequestReply,
} from '../requests/replies';
import {
  ZAddRequestRepair,
  ZCompleteUpload,
  ZFileParams,
  ZListRequests,
  ZPresignRequest,
  ZSignedQuery,
  ZUpdateCourier,
  ZUploadParams,
  ZViewItem,
  ZViewRequest,
} from '../requests/schemas';
import {
  ZTrackAnswer,
  ZTrackCourier,
  ZTrackGrantReply,
  ZTrackingLinkReply,
  ZTrackReply,
  ZTrackVerify,
  ZTrackView,
} from '../requests/tracking';
import {
  ZBookPickup,
  ZCancelPickup,
  ZCourierSettings,
  ZCourierSettingsReply,
  ZPickupOptions,
  ZPickupOptionsBody,
  ZPickupRates,
  ZPickupRatesBody,
  ZPickupReply,
} from '../shipments/pickup';
import { ZSalesImport, ZSalesImportReply, ZWarrantyLookup, ZWarrantyReply } from '../warranty/sales-records';
import { ZMsg91Query, ZWhatsappHandshake } from '../webhooks/webhooks';
import { type BodyInput, define, type Endpoint, type Reply } from './endpoint';
import type { Route } from './routes';
import { routes } from './routes';
import { serverOnlyRoutes } from './server-only-routes';

const empty = z.strictObject({}).optional();
/** The call answers 409 when its record changed since it was read, or already exists. */
const CONFLICT = { alsoAnswers: [409] } as const;

/**
 * Every call of the API, once: its path, who may call it, its rate limit, what it takes and what it
 * answers. The server registers its routes from this table and the web client calls through it; no
 * path is written anywhere else.
 */
export const endpoints = {
  // Sign-in, sign-up and passwords (specification: /login)
  authenticate: define(routes.authenticate, ZAuthenticateRequest, ZAuthenticateResponse, { alsoAnswers: [401] }),
  getOtp: define(routes.getOtp, ZGetOtpRequest, ZStatusReply, CONFLICT),
  insertCustomer: define(routes.insertCustomer, ZInsertCustomerRequest, ZStatusReply, CONFLICT),
  forgotPassword: define(routes.forgotPassword, ZForgotPasswordRequest, ZStatusReply),
  resetPassword: define(routes.resetPassword, ZResetPasswordRequest, ZStatusReply),
  setPassword: define(routes.setPassword, ZSetPasswordRequest, ZSetPasswordReply),
  checkWelcomeLink: define(routes.checkWelcomeLink, ZCheckWelcomeLink, ZSetPasswordReply),
  refreshToken: define(routes.refreshToken, ZRefreshTokenRequest, ZRefreshTokenResponse, { alsoAnswers: [401] }),
  logout: define(routes.logout, ZLogoutRequest, ZStatusReply),
  oldPasswordCheck: define(routes.oldPasswordCheck, ZOldPasswordCheckRequest, ZOldPasswordCheckResponse),
  changePassword: define(routes.changePassword, ZChangePasswordRequest, ZChangePasswordResponse, {
    errors: { 400: z.union([ZChangePasswordResponse, ZStatusReply]) },
  }),
  getProfile: define(routes.getProfile, empty, ZProfileResponse),
  setLanguage: define(routes.setLanguage, ZSetLanguage, ZStatusReply),
  setWhatsappOptIn: define(routes.setWhatsappOptIn, ZWhatsappOptIn, ZWhatsappOptInReply),
  updateProfile: define(routes.updateProfile, ZUpdateProfile, ZProfileResponse),
  sendMobileCode: define(routes.sendMobileCode, ZSendMobileCode, ZSendMobileCodeReply),
  verifyMobile: define(routes.verifyMobile, ZVerifyMobile, ZProfileResponse),
  // Colleagues on a customer's account (decision 067): the account admin's, or staff's with a customer code
  colleagueList: define(routes.colleagueList, ZColleagueList, ZColleagueListReply),
  inviteColleague: define(routes.inviteColleague, ZInviteColleague, ZColleagueReply, CONFLICT),
  resendInvitation: define(routes.resendInvitation, ZColleagueRef, ZColleagueReply),
  setColleagueRole: define(routes.setColleagueRole, ZColleagueRoleChange, ZColleagueReply),
  removeColleague: define(routes.removeColleague, ZColleagueRef, ZColleagueReply),

  // Repair requests (specification: /requestrepair)
  masterList: define(routes.masterList, empty, ZMasterListReply),
  listRequests: define(routes.listRequests, ZListRequests, ZRequestListReply),
  addRequest: define(routes.addRequest, ZAddRequestRepair, ZAddRequestReply),
  updateCourier: define(routes.updateCourier, ZUpdateCourier, ZFlagReply),
  updateItemStatus: define(routes.updateItemStatus, ZUpdateItemStatus, ZFlagReply, CONFLICT),
  moveItems: define(routes.moveItems, ZMoveItems, ZFlagReply, CONFLICT),
  cancelRequest: define(routes.cancelRequest, ZCancelRequest, ZFlagReply),
  updateCharges: define(routes.updateCharges, ZUpdateCharges, ZFlagReply, CONFLICT),
  quoteItems: define(routes.quoteItems, ZQuoteItems, ZFlagReply, CONFLICT),
  actionCounts: define(routes.actionCounts, empty, ZActionCountsReply),
  auditTrail: define(routes.auditTrail, ZAuditRequest, ZAuditReply),
  messageDeliveries: define(routes.messageDeliveries, ZDeliveriesRequest, ZDeliveriesReply),
  viewRequest: define(routes.viewRequest, ZViewRequest, ZViewRequestReply),
  viewItem: define(routes.viewItem, ZViewItem, ZViewItemReply),
  printRequest: define(routes.printRequest, ZViewRequest, ZPrintReply),

  // Photos: a signed address, the upload straight to it, and the signed read
  trackingLink: define(routes.trackingLink, ZViewRequest, ZTrackingLinkReply),
  replaceTrackingLink: define(routes.replaceTrackingLink, ZViewRequest, ZTrackingLinkReply),
  trackView: define(routes.trackView, ZTrackView, ZTrackReply),
  trackSendCode: define(routes.trackSendCode, ZTrackView, ZStatusReply),
  trackVerifyCode: define(routes.trackVerifyCode, ZTrackVerify, ZTrackGrantReply),
  trackResume: define(routes.trackResume, ZTrackView, ZTrackGrantReply),
  trackAnswerCharges: define(routes.trackAnswerCharges, ZTrackAnswer, ZFlagReply, CONFLICT),
  trackUpdateCourier: define(routes.trackUpdateCourier, ZTrackCourier, ZFlagReply),
  trackThread: define(routes.trackThread, ZTrackThread, ZThreadReply),
  trackPostMessage: define(routes.trackPostMessage, ZTrackMessage, ZPostMessageReply),
  ratingView: define(routes.ratingView, ZRatingView, ZRatingViewReply),
  ratingSave: define(routes.ratingSave, ZRatingSave, ZRatingSaveReply, CONFLICT),
  // A request's conversation (issue 30)
  threadView: define(routes.threadView, ZThreadRequest, ZThreadReply),
  postMessage: define(routes.postMessage, ZPostMessage, ZPostMessageReply),
  awaitingReplies: define(routes.awaitingReplies, ZAwaitingList, ZAwaitingReply),
  cannedReplies: define(routes.cannedReplies, ZCannedList, ZCannedListReply),
  saveCannedReply: define(routes.saveCannedReply, ZCannedSave, ZSaveReply, CONFLICT),
  presignUpload: define(routes.presignUpload, ZPresignRequest, ZPresignReply),
  completeUpload: define(routes.completeUpload, ZCompleteUpload, ZCompleteUploadReply),
  uploadFile: define(routes.uploadFile, null, null, {
    params: ZUploadParams,
    query: ZSignedQuery,
    alsoAnswers: [401, 413, 415],
  }),
  readFile: define(routes.readFile, null, null, {
    params: ZFileParams,
    query: ZSignedQuery,
  }),

  // Reports (specification: /reports)
  completedReport: define(routes.completedReport, ZReportList, ZCompletedReply),
  inProgressReport: define(routes.inProgressReport, ZReportList, ZInProgressReply),
  pendingReport: define(routes.pendingReport, ZReportList, ZPendingReply),
  reportSummary: define(routes.reportSummary, ZReportSummary, ZReportSummaryReply),
  reportBreakdown: define(routes.reportBreakdown, ZReportBreakdown, ZReportBreakdownReply),
  exportCsv: define(routes.exportCsv, ZReportExport, null),
  turnaroundReport: define(routes.turnaroundReport, ZTurnaroundReport, ZTurnaroundReply),
  exportTurnaroundCsv: define(routes.exportTurnaroundCsv, ZTurnaroundReport, null),

  // GST tax invoices, credit notes and payments
  listInvoices: define(routes.listInvoices, ZInvoiceList, ZInvoiceListReply),
  viewInvoice: define(routes.viewInvoice, ZInvoiceRef, ZInvoiceReply),
  invoiceStatement: define(routes.invoiceStatement, ZStatementRequest, ZStatementReply),
  exportGstr1: define(routes.exportGstr1, ZGstr1Export, null),
  downloadInvoice: define(routes.downloadInvoice, ZInvoiceRef, null),
  issueInvoice: define(routes.issueInvoice, ZIssueInvoice, ZInvoiceReply),
  issueCreditNote: define(routes.issueCreditNote, ZCreditNote, ZInvoiceReply, CONFLICT),
  recordPayment: define(routes.recordPayment, ZRecordPayment, ZInvoiceReply, CONFLICT),
  invoicePreview: define(routes.invoicePreview, ZInvoicePreviewRequest, ZInvoicePreviewReply),
  toInvoiceList: define(routes.toInvoiceList, empty, ZToInvoiceReply),

  // The company's lists, people and settings (admin; the customer list also for staff)
  adminMasterList: define(routes.adminMasterList, ZMasterListRequest, ZAdminMasterListReply),
  saveMaster: define(routes.saveMaster, ZMasterSave, ZSaveReply, CONFLICT),
  branchList: define(routes.branchList, empty, ZBranchListReply),
  saveBranch: define(routes.saveBranch, ZBranchSave, ZSaveReply, CONFLICT),
  companySettings: define(routes.companySettings, empty, ZCompanyReply),
  saveCompanySettings: define(routes.saveCompanySettings, ZCompanySave, ZFlagReply),
  setupChecklist: define(routes.setupChecklist, empty, ZSetupReply),
  turnaroundSettings: define(routes.turnaroundSettings, empty, ZTurnaroundSettingsReply),
  saveWorkingCalendar: define(routes.saveWorkingCalendar, ZCalendarSave, ZFlagReply),
  saveTurnaroundRule: define(routes.saveTurnaroundRule, ZTurnaroundRuleSave, ZFlagReply),
  removeTurnaroundRule: define(routes.removeTurnaroundRule, ZTurnaroundRuleKey, ZFlagReply),
  // A year of sales in one file: larger than the 64 kB every other call takes (413 above it).
  importSalesRecords: define(routes.importSalesRecords, ZSalesImport, ZSalesImportReply, { alsoAnswers: [413] }),
  warrantyOf: define(routes.warrantyOf, ZWarrantyLookup, ZWarrantyReply),
  customerList: define(routes.customerList, ZCustomerListRequest, ZCustomerListReply),
  saveCustomer: define(routes.saveCustomer, ZCustomerSave, ZSaveReply, CONFLICT),
  sendCustomerReset: define(routes.sendCustomerReset, ZCustomerCode, ZSaveReply),
  employeeList: define(routes.employeeList, ZEmployeeListRequest, ZEmployeeListReply),
  saveEmployee: define(routes.saveEmployee, ZEmployeeSave, ZSaveReply, CONFLICT),
  courierSettings: define(routes.courierSettings, empty, ZCourierSettingsReply),
  saveCourierSettings: define(routes.saveCourierSettings, ZCourierSettings, ZFlagReply),

  // The customer's pickup, booked with the courier (issue 43)
  pickupOptions: define(routes.pickupOptions, ZPickupOptionsBody, ZPickupOptions),
  pickupRates: define(routes.pickupRates, ZPickupRatesBody, ZPickupRates),
  bookPickup: define(routes.bookPickup, ZBookPickup, ZPickupReply),
  retryPickup: define(routes.retryPickup, ZCancelPickup, ZPickupReply),
  cancelPickup: define(routes.cancelPickup, ZCancelPickup, ZPickupReply),

  // The providers' callbacks (decision 098): handshake, then signed or token-carrying deliveries
  whatsappHandshake: define(serverOnlyRoutes.whatsappHandshake, null, null, {
    query: ZWhatsappHandshake,
    provider: 'whatsapp',
  }),
  whatsappWebhook: define(serverOnlyRoutes.whatsappWebhook, null, null, { alsoAnswers: [401], provider: 'whatsapp' }),
  msg91Webhook: define(serverOnlyRoutes.msg91Webhook, null, null, {
    query: ZMsg91Query,
    alsoAnswers: [401],
    provider: 'msg91',
  }),
  // The token Shiprocket's panel sends as `x-api-key`; no signature.
  shiprocketTracking: define(serverOnlyRoutes.shiprocketTracking, null, null, {
    alsoAnswers: [401],
    provider: 'shiprocket',
  }),

  // Monitoring
  // 503 while the database cannot be reached: a load balancer takes the instance out until it answers.
  health: define(serverOnlyRoutes.health, null, z.object({ status: z.literal('ok'), database: z.string() }), {
    errors: { 503: z.object({ status: z.literal('database unavailable'), database: z.string() }) },
  }),
  openApi: define(serverOnlyRoutes.openApi, null, null),
} satisfies Record<keyof typeof routes | keyof typeof serverOnlyRoutes, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The endpoint (with its schemas' types) of a route the client calls. */
export type EndpointOf<R extends Route> = R['name'] extends keyof Endpoints ? Endpoints[R['name']] : never;

/** The body a client sends to the call named K, and the reply it gets. */
export type CallBody<K extends keyof Endpoints> = BodyInput<Endpoints[K]>;
export type CallReply<K extends keyof Endpoints> = Reply<Endpoints[K]>;
