export { AdminListPage, type Column, statusColumn } from './admin-list-page';
export { FormActions } from './admin-parts';
export { SetupChecklist } from './setup-checklist';
