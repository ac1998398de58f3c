export { saveLanguage } from './api';
export { ChangePasswordModal } from './change-password-modal';
export { confirmLogout } from './confirm-logout';
export { endSession, useLogout } from './use-logout';
