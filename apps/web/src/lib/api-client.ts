import {
  AppMsg,
  type BodyInput,
  Code,
  type EndpointOf,
  Msg,
  type Reply,
  type Route,
  routes,
  urlOf,
} from '@svc/contract';
import { localize } from '../i18n';
import { ApiError } from './api-error';
import { saveFile } from './save-file';
import { clearSession, readSession, rememberSessionEnd, updateTokens } from './session-store';

type Body = Record<string, unknown> & { status?: unknown; message?: unknown; issues?: unknown };

let onSessionEnded: () => void = () => {};
/** What to do when the server ends the session (498 on refresh): set once by the app shell. */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

async function send(route: Route, body: unknown, token?: string): Promise<Response> {
  try {
    return await fetch(urlOf(route), {
      method: route.method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(Msg.serverNotReachable, 'network', 0);
  }
}

const jsonOf = (res: Response): Promise<Body | null> => res.json().catch(() => null) as Promise<Body | null>;

/** A refresh: the tokens renewed, or not, with the server's reason when it ended the session for one. */
type Refreshed = { ok: true } | { ok: false; why: string | null };
let refreshing: Promise<Refreshed> | null = null;

/**
 * Refreshes the tokens once for all concurrent calls of this tab, and under a Web Lock across tabs:
 * a tab that waited finds the token already rotated by another and simply uses it.
 */
function refreshSession(staleRefreshToken: string): Promise<Refreshed> {
  refreshing ??= (async () => {
    const run = async (): Promise<Refreshed> => {
      const current = readSession();
      if (!current) return { ok: false, why: null };
      if (current.refreshToken !== staleRefreshToken) return { ok: true };
      const res = await send(routes.refreshToken, { refreshToken: current.refreshToken });
      const reply = (await jsonOf(res)) as Reply<EndpointOf<typeof routes.refreshToken>> | null;
      if (reply?.tokenReult && reply.status === Code.ok) {
        updateTokens(reply.tokenReult.accessToken, reply.tokenReult.refreshToken);
        return { ok: true };
      }
      if (reply?.status === Code.expiredToken) {
        // A session closed with the account says why (removed from it, deactivated: decision 094); the
        // sign-in page shows it. A session that simply ran out says the usual words, and nothing is kept.
        const why = typeof reply.message === 'string' && reply.message !== AppMsg.tokenExpired ? reply.message : null;
        if (why) rememberSessionEnd(why);
        clearSession();
        onSessionEnded();
        return { ok: false, why };
      }
      return { ok: false, why: null };
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
 * Sends one call with the bearer token where the endpoint needs a sign-in; an answer of 401 (in the body
 * or in HTTP) refreshes once and retries. Answers the response of a successful call; throws ApiError with
 * the specification's texts for unreachable, bad request and failure.
 */
async function call(route: Route, body: unknown, file = false): Promise<{ res: Response; data: Body | null }> {
  const session = route.access === 'public' ? null : readSession();
  let res = await send(route, body, session?.accessToken);
  let data = !file || !res.ok ? await jsonOf(res) : null;
  const unauthorized = res.status === 401 || data?.status === Code.unauthorized;
  if (session && unauthorized) {
    const refreshed = await refreshSession(session.refreshToken);
    if (!refreshed.ok) {
      throw new ApiError(refreshed.why ? localize(refreshed.why) : Msg.sessionExpired, 'expired', Code.expiredToken);
    }
    res = await send(route, body, readSession()?.accessToken);
    data = !file || !res.ok ? await jsonOf(res) : null;
  }
  if (!res.ok) throw failure(res, data);
  return { res, data };
}

/** Calls the API through its route table: the body and the reply are typed by the route's endpoint. */
export async function api<R extends Route>(route: R, body: BodyInput<EndpointOf<R>>): Promise<Reply<EndpointOf<R>>> {
  const { data } = await call(route, body);
  // A reply's message is for the person: in the active language where the catalogue knows its words.
  if (data && typeof data.message === 'string') data.message = localize(data.message);
  return (data ?? { statusFlag: 1 }) as Reply<EndpointOf<R>>;
}

/** Calls an endpoint that answers a file and saves it as `filename`, through the same refresh and errors. */
export async function download<R extends Route>(route: R, body: BodyInput<EndpointOf<R>>, filename: string) {
  const { res } = await call(route, body, true);
  saveFile(await res.blob(), filename);
}
