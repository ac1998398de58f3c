import { Code, Msg } from '@svc/contract';
import { refreshSession } from './api-client';
import { ApiError } from './api-error';
import { readSession } from './session-store';

/** Downloads a file from a signed-in POST call (refreshing the token once on 401), saving it as `filename`. */
export async function downloadFile(path: string, body: unknown, filename: string) {
  const call = () =>
    fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${readSession()?.accessToken ?? ''}` },
      body: JSON.stringify(body),
    }).catch(() => {
      throw new ApiError(Msg.serverNotReachable, 'network', 0);
    });
  let res = await call();
  if (res.status === 401) {
    const stale = readSession()?.refreshToken;
    if (stale && (await refreshSession(stale))) res = await call();
  }
  if (!res.ok)
    throw new ApiError(
      res.status >= 500 ? Msg.somethingWentWrong : Msg.badRequest,
      'refused',
      res.status || Code.error,
    );
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
