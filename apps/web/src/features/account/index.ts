import { lazy } from 'react';

export { profileQuery, saveLanguage } from './api';
export { confirmLogout } from './confirm-logout';

import { loadColleaguesPanel } from './load-colleagues-panel';

export { endSession, useLogout } from './use-logout';

/** Loaded when first opened: its form library and password rules are not part of every signed-in screen. */
export const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

/** The people on an account (decision 067), for the admin's customer list: loaded, with its texts, when opened. */
export const ColleaguesPanel = lazy(() => loadColleaguesPanel().then((panel) => ({ default: panel })));
