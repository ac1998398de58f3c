/** A provider that could not be reached, did not answer in time, or answered something that is not JSON. */
export class UnreachableError extends Error {
  constructor(
    message: string,
    /** The call may have been carried out: it timed out after it was sent (a booking must be looked up). */
    readonly uncertain: boolean,
    /** The status when an answer came without JSON; 0 when none came. */
    readonly status = 0,
  ) {
    super(message);
  }
}

/**
 * One JSON call to an outside provider (WhatsApp, SMS, couriers) within `timeoutMs`: its status and parsed
 * answer, or an `UnreachableError` for a network failure, a timeout or an answer that is not JSON. The one
 * place the app's provider clients call out from.
 */
export async function callJson(
  url: string,
  o: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: o.method ?? 'POST',
      headers: {
        accept: 'application/json',
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...o.headers,
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new UnreachableError(
      `provider not reachable: ${err instanceof Error ? err.message : 'network error'}`,
      timedOut,
    );
  }
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    throw new UnreachableError(`provider answered ${res.status} without JSON`, false, res.status);
  }
}
