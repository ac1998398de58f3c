import { Code, Msg, type TRefreshTokenResponse } from '@svc/contract';
import { ApiError } from './api-error';
import { clearSession, readSession, updateTokens } from './session-store';

type Body = Record<string, unknown> & { status?: unknown; message?: unknown; issues?: unknown };

let onSessionEnded: () => void = () => {};
/** What to do when the server ends the session (498 on refresh): set once by the app shell. */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

async function send(path: string, body: unknown, token?: string): Promise<{ res: Response; data: Body | null }> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(Msg.serverNotReachable, 'network', 0);
  }
  const data = (await res.json().catch(() => null)) as Body | null;
  return { res, data };
}

let refreshing: Promise<boolean> | null = null;

/**
 * Refreshes the tokens once for all concurrent calls of this tab, and under a Web Lock across tabs:
 * a tab that waited finds the token already rotated by another and simply uses it.
 */
export function refreshSession(staleRefreshToken: string): Promise<boolean> {
  refreshing ??= (async () => {
    const run = async () => {
      const current = readSession();
      if (!current) return false;
      if (current.refreshToken !== staleRefreshToken) return true;
      const { data } = await send('/login/refreshToken', { refreshToken: current.refreshToken });
      const reply = data as TRefreshTokenResponse | null;
      if (reply?.tokenReult && reply.status === Code.ok) {
        updateTokens(reply.tokenReult.accessToken, reply.tokenReult.refreshToken);
        return true;
      }
      if (reply?.status === Code.expiredToken) {
        clearSession();
        onSessionEnded();
      }
      return false;
    };
    try {
      return navigator.locks ? await navigator.locks.request('svc-token-refresh', run) : await run();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function failure(res: Response, data: Body | null): ApiError {
  const message = typeof data?.message === 'string' ? data.message : '';
  const issues = Array.isArray(data?.issues) ? (data.issues as { path: string; message: string }[]) : [];
  if (res.status >= 500) return new ApiError(Msg.somethingWentWrong, 'server', res.status);
  if (res.status === 400) return new ApiError(message || Msg.badRequest, 'bad-request', 400, issues);
  const status = typeof data?.status === 'number' ? data.status : res.status;
  return new ApiError(message || Msg.somethingWentWrong, 'refused', status, issues);
}

/**
 * Calls the API. Authenticated calls send the bearer token; a body status 401 refreshes once and retries.
 * Answers the body; throws ApiError with the specification's texts for unreachable, bad request and failure.
 */
export async function api<T>(path: string, body?: unknown, opts: { auth?: boolean } = {}): Promise<T> {
  const auth = opts.auth ?? true;
  const session = auth ? readSession() : null;
  let { res, data } = await send(path, body, session?.accessToken);
  if (auth && session && data?.status === Code.unauthorized) {
    if (await refreshSession(session.refreshToken)) {
      ({ res, data } = await send(path, body, readSession()?.accessToken));
    } else {
      throw new ApiError(Msg.sessionExpired, 'expired', Code.expiredToken);
    }
  }
  if (!res.ok) throw failure(res, data);
  return (data ?? { statusFlag: 1 }) as T;
}
