import { IDLE_STORAGE_KEY, IDLE_TIMEOUT_MS, ROLES, type TUserDetails, USER_DETAILS_KEY } from '@svc/contract';
import { useSyncExternalStore } from 'react';

const CHANGE = 'svc-session-change';
let cachedRaw: string | null | undefined;
let cached: TUserDetails | null = null;

const FIELDS = ['accessToken', 'refreshToken', 'customercode', 'customername', 'username'] as const;

/** A hand-written check rather than the zod schema: it keeps zod out of the sign-in screen's bundle. */
export function isUserDetails(v: unknown): v is TUserDetails {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    FIELDS.every((f) => typeof o[f] === 'string') &&
    ROLES.includes(o.role as TUserDetails['role']) &&
    (o.lastLogin === null || typeof o.lastLogin === 'string') &&
    Object.keys(o).length === FIELDS.length + 2
  );
}

/** The stored session record, or null; a record that fails to parse counts as none. */
export function readSession(): TUserDetails | null {
  const raw = localStorage.getItem(USER_DETAILS_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cached = isUserDetails(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function writeSession(details: TUserDetails): void {
  const { accessToken, refreshToken, customercode, customername, username, role, lastLogin } = details;
  const record = { accessToken, refreshToken, customercode, customername, username, role, lastLogin };
  localStorage.setItem(USER_DETAILS_KEY, JSON.stringify(record));
  window.dispatchEvent(new Event(CHANGE));
}

export function updateTokens(accessToken: string, refreshToken: string): void {
  const current = readSession();
  if (current) writeSession({ ...current, accessToken, refreshToken });
}

export function clearSession(): void {
  localStorage.removeItem(USER_DETAILS_KEY);
  localStorage.removeItem(IDLE_STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE));
}

const ENDED_KEY = 'svc-session-ended';
/**
 * Why the server ended the session, when it says (removed from the company's account, the account
 * deactivated: decision 094), in the server's English words: the sign-in page of every tab shows it in the
 * reader's language until the next sign-in or until it is closed.
 */
export function rememberSessionEnd(message: string): void {
  localStorage.setItem(ENDED_KEY, message.slice(0, 300));
}

export function sessionEndMessage(): string | null {
  return localStorage.getItem(ENDED_KEY);
}

export function forgetSessionEnd(): void {
  localStorage.removeItem(ENDED_KEY);
}

/** Moves the shared idle deadline (all tabs read the same key). */
export function touchIdleDeadline(now = Date.now()): void {
  localStorage.setItem(IDLE_STORAGE_KEY, String(now + IDLE_TIMEOUT_MS));
}

export function idleDeadline(): number | null {
  const v = Number(localStorage.getItem(IDLE_STORAGE_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_DETAILS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The session record, kept current across this tab and the others. */
export function useSession(): TUserDetails | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
