/** Idle timeout of the specification (section 9). */
export const IDLE_TIMEOUT_MS = 3_600_000;
/** localStorage key of the idle deadline (specification section 9). */
export const IDLE_STORAGE_KEY = 'IdleTimeOut';
/** localStorage key of the session record (specification section 3). */
export const USER_DETAILS_KEY = 'userDetails';
export const TOAST_PASSWORD_MS = 2000;
export const TOAST_SESSION_MS = 5000;
/** Delay before the forced logout / move to the root page (specification sections 4 and 8). */
export const FORCED_LOGOUT_DELAY_MS = 2000;
export const SCROLL_TOP_AFTER_PX = 300;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
/** How long the link in a welcome mail (a customer the desk created) lets them set a password. */
export const WELCOME_LINK_DAYS = 7;
/** A welcome mail's key as it reads: the account's id, a dot, the secret (zod-free, for the page that checks a link). */
export const WELCOME_KEY_PATTERN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;
/** The languages of the screens, mails and messages (PRODUCT.md: the company serves Tamil Nadu). */
export const LANGUAGES = ['en', 'ta'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const ROLES = ['customer', 'staff', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
