export { SetupChecklist } from './setup-checklist';
