import type { FastifyRequest } from 'fastify';

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
  let message = err.message.replace(/\nparams: [\s\S]*$/, '');
  // Data exceptions (SQLSTATE class 22) quote the value they could not take: "invalid input syntax … "x"".
  if (typeof fields.code === 'string' && fields.code.startsWith('22')) message = message.replace(/"[^"]*"/g, '"…"');
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
