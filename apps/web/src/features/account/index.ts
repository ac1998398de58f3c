import { lazy } from 'react';

export { saveLanguage } from './api';
export { confirmLogout } from './confirm-logout';
export { endSession, useLogout } from './use-logout';

/** Loaded when first opened: its form library and password rules are not part of every signed-in screen. */
export const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);
