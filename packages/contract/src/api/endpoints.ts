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
import { ZProfileResponse } from '../auth/profile';
import { ZStatusReply } from '../auth/session';
import { ZForgotPasswordRequest, ZGetOtpRequest, ZInsertCustomerRequest, ZResetPasswordRequest } from '../auth/signup';
import { ZActionCountsReply, ZAuditReply, ZAuditRequest } from '../desk/schemas';
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
import { ZUpdateCharges, ZUpdateItemStatus } from '../requests/item-status';
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
import { define, type Endpoint } from './endpoint';

const empty = z.strictObject({}).optional();

/**
 * Every call of the API, once: its path, who may call it, its rate limit, what it takes and what it
 * answers. The server registers its routes from this table and the web client calls through it; no
 * path is written anywhere else.
 */
export const endpoints = {
  // Sign-in, sign-up and passwords (specification: /login)
  authenticate: define(
    'login',
    '/login/authenticate',
    'public',
    'guessable',
    ZAuthenticateRequest,
    ZAuthenticateResponse,
  ),
  getOtp: define('login', '/login/GetOTP', 'public', 'guessable', ZGetOtpRequest, ZStatusReply),
  insertCustomer: define('login', '/login/insertCustomer', 'public', 'guessable', ZInsertCustomerRequest, ZStatusReply),
  forgotPassword: define('login', '/login/forgotPassword', 'public', 'guessable', ZForgotPasswordRequest, ZStatusReply),
  resetPassword: define('login', '/login/resetPassword', 'public', 'guessable', ZResetPasswordRequest, ZStatusReply),
  refreshToken: define('login', '/login/refreshToken', 'public', 'open', ZRefreshTokenRequest, ZRefreshTokenResponse),
  logout: define('login', '/login/logout', 'public', 'open', ZLogoutRequest, ZStatusReply),
  oldPasswordCheck: define(
    'login',
    '/login/OldPasswordCheck',
    'user',
    'guessable',
    ZOldPasswordCheckRequest,
    ZOldPasswordCheckResponse,
  ),
  changePassword: define(
    'login',
    '/login/ChangePassword',
    'user',
    'guessable',
    ZChangePasswordRequest,
    ZChangePasswordResponse,
    {
      errors: { 400: z.union([ZChangePasswordResponse, ZStatusReply]) },
    },
  ),
  getProfile: define('profile', '/profile/getProfile', 'user', 'none', empty, ZProfileResponse),

  // Repair requests (specification: /requestrepair)
  masterList: define('requests', '/requestrepair/getmasterList', 'user', 'none', empty, ZMasterListReply),
  listRequests: define(
    'requests',
    '/requestrepair/getrequestrepairList',
    'user',
    'none',
    ZListRequests,
    ZRequestListReply,
  ),
  addRequest: define(
    'requests',
    '/requestrepair/addrequestrepair',
    'user',
    'user',
    ZAddRequestRepair,
    ZAddRequestReply,
  ),
  updateCourier: define('requests', '/requestrepair/updatecourierdetails', 'user', 'none', ZUpdateCourier, ZFlagReply),
  updateItemStatus: define(
    'requests',
    '/requestrepair/updateItemStatus',
    'user',
    'user',
    ZUpdateItemStatus,
    ZFlagReply,
  ),
  updateCharges: define(
    'requests',
    '/requestrepair/updateChargesRequestRepair',
    'user',
    'user',
    ZUpdateCharges,
    ZFlagReply,
  ),
  actionCounts: define('requests', '/requestrepair/getActionCounts', 'staff', 'none', empty, ZActionCountsReply),
  auditTrail: define('requests', '/requestrepair/getAuditTrail', 'staff', 'none', ZAuditRequest, ZAuditReply),
  viewRequest: define('requests', '/requestrepair/viewrequestrepair', 'user', 'none', ZViewRequest, ZViewRequestReply),
  viewItem: define('requests', '/requestrepair/viewRRItemdetails', 'user', 'none', ZViewItem, ZViewItemReply),
  printRequest: define('requests', '/requestrepair/printRRItemdetails', 'user', 'none', ZViewRequest, ZPrintReply),

  // Photos: a signed address, the upload straight to it, and the signed read
  presignUpload: define('requests', '/requestrepair/getPresignedUrl', 'user', 'upload', ZPresignRequest, ZPresignReply),
  completeUpload: define(
    'requests',
    '/requestrepair/completeUpload',
    'user',
    'upload',
    ZCompleteUpload,
    ZCompleteUploadReply,
  ),
  uploadFile: define('requests', '/uploads/:id', 'public', 'upload', null, null, {
    method: 'PUT',
    params: ZUploadParams,
    query: ZSignedQuery,
  }),
  readFile: define('requests', '/files/:id/:variant', 'public', 'none', null, null, {
    method: 'GET',
    params: ZFileParams,
    query: ZSignedQuery,
  }),

  // Reports (specification: /reports)
  completedReport: define('reports', '/reports/getCompletedRequestList', 'user', 'none', ZReportList, ZCompletedReply),
  inProgressReport: define(
    'reports',
    '/reports/getInProgressRequestList',
    'user',
    'none',
    ZReportList,
    ZInProgressReply,
  ),
  pendingReport: define('reports', '/reports/getPendingRequestList', 'user', 'none', ZReportList, ZPendingReply),
  reportSummary: define('reports', '/reports/getReportSummary', 'user', 'none', ZReportSummary, ZReportSummaryReply),
  reportBreakdown: define('reports', '/reports/getBreakdown', 'user', 'none', ZReportBreakdown, ZReportBreakdownReply),
  exportCsv: define('reports', '/reports/exportCsv', 'user', 'none', ZReportExport, null),

  // The company's lists, people and settings (admin; the customer list also for staff)
  adminMasterList: define('admin', '/admin/getMasterList', 'admin', 'none', ZMasterListRequest, ZAdminMasterListReply),
  saveMaster: define('admin', '/admin/saveMaster', 'admin', 'user', ZMasterSave, ZSaveReply),
  branchList: define('admin', '/admin/getBranchList', 'admin', 'none', empty, ZBranchListReply),
  saveBranch: define('admin', '/admin/saveBranch', 'admin', 'user', ZBranchSave, ZSaveReply),
  companySettings: define('admin', '/admin/getCompanySettings', 'admin', 'none', empty, ZCompanyReply),
  saveCompanySettings: define('admin', '/admin/saveCompanySettings', 'admin', 'user', ZCompanySave, ZFlagReply),
  customerList: define('admin', '/admin/getCustomerList', 'staff', 'none', ZCustomerListRequest, ZCustomerListReply),
  saveCustomer: define('admin', '/admin/saveCustomer', 'admin', 'user', ZCustomerSave, ZSaveReply),
  sendCustomerReset: define('admin', '/admin/sendCustomerReset', 'admin', 'user', ZCustomerCode, ZSaveReply),
  employeeList: define('admin', '/admin/getEmployeeList', 'admin', 'none', ZEmployeeListRequest, ZEmployeeListReply),
  saveEmployee: define('admin', '/admin/saveEmployee', 'admin', 'user', ZEmployeeSave, ZSaveReply),

  // Monitoring
  health: define(
    'health',
    '/health',
    'public',
    'monitoring',
    null,
    z.object({ status: z.literal('ok'), database: z.string() }),
    { method: 'GET' },
  ),
  openApi: define('health', '/openapi.json', 'public', 'monitoring', null, null, { method: 'GET', hidden: true }),
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
