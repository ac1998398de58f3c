export * from './admin/lists';
export * from './admin/people';
export * from './admin/setup';
export * from './admin/turnaround';
export * from './api/endpoint';
export * from './api/endpoints';
export * from './api/examples';
export * from './api/pages';
export * from './api/routes';
export * from './api/tags';
export * from './auth/colleagues';
export * from './auth/login';
export * from './auth/mobile-messages';
export * from './auth/profile';
export * from './auth/session';
export * from './auth/signup';
export * from './common/codes';
export * from './common/constants';
export * from './common/desk-messages';
export * from './common/fields';
export * from './common/gstin';
export * from './common/line-ranges';
export * from './common/messages';
export * from './common/money';
export * from './common/server-messages';
export * from './common/states';
export * from './common/texts';
export * from './conversations/attachments';
export * from './conversations/conversations';
export * from './conversations/links';
export * from './desk/audit';
export * from './desk/schemas';
export * from './format/india';
export * from './forms/account-forms';
export * from './forms/admin-forms';
export * from './forms/login-form';
export * from './forms/request-forms';
export * from './invoices/gst';
export * from './invoices/messages';
export * from './invoices/schemas';
export * from './invoices/series';
export * from './invoices/upi';
export * from './phone-messages/messages';
export * from './phone-messages/messaging-texts';
export * from './ratings/ratings';
export * from './reports/schemas';
export * from './reports/turnaround';
export * from './requests/charges';
export * from './requests/flow';
export * from './requests/item-status';
export * from './requests/move-items';
export * from './requests/parts';
export * from './requests/replies';
export * from './requests/request-group';
export * from './requests/schemas';
export * from './requests/staff-move';
export * from './requests/status-registry';
export * from './requests/status-text-ta';
export * from './requests/statuses';
export * from './requests/track-messages';
export * from './requests/track-page-texts';
export * from './requests/tracking';
export * from './shipments/carrier-status';
export * from './shipments/pickup';
export * from './shipments/pickup-messages';
export * from './shipments/shipments';
export {
  CalendarMsg,
  DEFAULT_WORKING_CALENDAR,
  isIsoDate,
  MAX_HOLIDAYS,
  openingOfDay,
  type TWorkingCalendar,
  ZWorkingCalendar,
} from './turnaround/calendar';
export * from './turnaround/clock';
export * from './turnaround/promise';
export * from './turnaround/promise-reading';
export * from './turnaround/turnaround';
export * from './warranty/sales-records';
export * from './warranty/warranty';
export * from './webhooks/webhooks';
