import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Query parameters whose values may reach the log. Every other value is replaced, so a parameter added
 * later (a token, a code, a signature) is kept out of the log without anyone having to remember it.
 */
const LOGGABLE_QUERY = new Set(['exp', 'hub.mode']);
const REDACTED = '[redacted]';

function nameOf(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** The address with the value of every query parameter but the few known to be harmless replaced. */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = eq < 0 ? part : part.slice(0, eq);
      return LOGGABLE_QUERY.has(nameOf(key)) ? part : `${key}=${REDACTED}`;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** An error's message without a query's parameters, nor the value a data exception quotes. */
function safeMessage(err: Error): string {
  const code = (err as { code?: unknown }).code;
  const message = err.message.replace(/\nparams: [\s\S]*$/, '');
  // Data exceptions (SQLSTATE class 22) quote the value they could not take: "invalid input syntax … "x"".
  return typeof code === 'string' && code.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message;
}

/**
 * What went wrong, in a line that may be kept beside the work that failed (a webhook delivery's error): the
 * innermost cause's message (the database's own words, not drizzle's "Failed query"), made safe as for the log.
 */
export function errorText(err: unknown): string {
  let e = err;
  for (let depth = 0; depth < 5 && e instanceof Error && e.cause instanceof Error; depth++) e = e.cause;
  return (e instanceof Error ? safeMessage(e) : String(e)).slice(0, 500);
}

type SafeError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Fields of a database error that name what failed without carrying any value of the row or query. */
const ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity'] as const;

/**
 * An error as the log may keep it: its type, message, stack and the database's codes, never a query's
 * parameters (drizzle puts them in its message) nor PostgreSQL's `detail` (which quotes the row's values).
 */
function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).slice(0, 200), stack: '' };
  const fields = err as unknown as Record<string, unknown>;
  const message = safeMessage(err);
  const out: SafeError = { type: err.name, message, stack: err.stack?.replace(err.message, message) ?? '' };
  for (const f of ERROR_FIELDS) if (typeof fields[f] === 'string') out[f] = fields[f];
  if (err.cause !== undefined && depth < 5) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** The request as a log line shows it: no headers, no body, and the query's values redacted. */
function safeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** What every logger of the server is given, whatever else it is configured with. */
export const LOG_SAFETY = {
  serializers: { req: safeRequest, err: (err: Error) => safeError(err) },
  redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.body'],
};

/**
 * Fastify's own lines about each request: two at info were most of the log (about 3,000 lines for one
 * first-week walk), so a request is one line at debug, with its outcome; a failed reply is still an error
 * at any level (decision 096).
 */
export class RequestLines extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { req, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else req.log.debug(line, 'request');
  }
}
