import { formatDateTime } from '@svc/contract';
import { t } from '../i18n';

// The server answers the one figure (the specification's lastLogin: the sign-in before this session, decision
// 094) to the session record, the profile and the people list; these are its words, wherever it shows.

/** "Last login: 02-12-2026 00:58", or "First login" when there was none before this session. */
export const lastLoginText = (lastLogin: string | null) =>
  lastLogin ? t('lastLogin', { time: formatDateTime(lastLogin) }) : t('firstLogin');

/** The same as a field's value under the label "Last login": the time, or "First login". */
export const lastLoginValue = (lastLogin: string | null) => (lastLogin ? formatDateTime(lastLogin) : t('firstLogin'));
