import { type Body, type Endpoint, type Limit, type Params, type Query, type ReplyInput, tagOf } from '@svc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../lib/caller';

/** What a handler gets: the parsed body, the verified caller (null only on public calls) and the raw pair. */
interface CallContext<E extends Endpoint> {
  body: Body<E>;
  caller: E['access'] extends 'public' ? Caller | null : Caller;
  params: Params<E>;
  query: Query<E>;
  /** A provider's call (`provider` in the table): the body's bytes as sent; empty for every other call. */
  raw: Buffer;
  req: FastifyRequest;
  reply: FastifyReply;
}
export type Handler<E extends Endpoint> = (ctx: CallContext<E>) => Promise<ReplyInput<E>> | ReplyInput<E>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the route of one endpoint of the contract's table with its access rule and rate limit. */
    endpoint<E extends Endpoint>(endpoint: E, handler: Handler<E>, opts?: EndpointOptions): void;
    /** The one budget per address of everything that can be used to guess: for a route outside the table. */
    guessing: onRequestHookHandler;
    /**
     * The budget per address of reading a link's page (`/t`): generous, since many phones share a carrier's
     * address and a customer reloads; set as a route's `config.rateLimit` (its own count per route).
     */
    readingLimit: { max: number; timeWindow: string };
  }
}

export interface EndpointOptions {
  /** A body limit above the app's 64 KiB, for this call only: it applies to callers the access rule lets in. */
  bodyLimit?: number;
  /**
   * A check of who calls that runs before the body is read, after the access rule (a public call's own proof,
   * such as an upload address's signature): a refusal answers without taking the body in.
   */
  admit?: (req: FastifyRequest) => Promise<void>;
}

export interface Limits {
  auth: number;
  public: number;
  user: number;
}

/**
 * A per-user rate limit for signed-in calls: it runs after authentication and before the body is read
 * (preParsing), and counts by the verified user, so colleagues behind one office address do not share a budget.
 */
function perUser(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preParsing' as const,
    keyGenerator: (req: FastifyRequest) => `user:${req.claims?.userId ?? req.ip}`,
  };
}

/** The tracking page and its calls after the code: a customer reading, writing and reloading never meets it (080). */
const readingOf = (limits: Limits) => ({ max: limits.public * 5, timeWindow: '1 minute' });

function rateLimitOf(limit: Exclude<Limit, 'guessable'>, limits: Limits) {
  switch (limit) {
    // A signed grant has nothing to guess: out of the codes' tight budget, so reading never locks them out.
    case 'granted':
      return readingOf(limits);
    case 'open':
      return { max: limits.public, timeWindow: '1 minute' };
    // Health checks and the API document need no login; generous, since load balancers poll them.
    case 'monitoring':
      return { max: limits.public * 10, timeWindow: '1 minute' };
    case 'user':
      return perUser(limits.user);
    case 'upload':
      return perUser(limits.user * 2);
    case 'none':
      return undefined;
  }
}

/** Whether a request announces a body (a length above zero, or chunks). */
const announcesBody = (req: FastifyRequest) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * A check of the caller made before the body is read (onRequest). A refusal answers at once and closes the
 * connection when a body was announced, so a body the caller may not send is never taken in (decision 088).
 */
function beforeBody(check: (req: FastifyRequest, reply: FastifyReply) => Promise<void>): onRequestHookHandler {
  return async (req, reply) => {
    try {
      await check(req, reply);
    } catch (err) {
      if (announcesBody(req)) reply.header('connection', 'close');
      throw err;
    }
  };
}

/**
 * The one place routes are made from the endpoint table: access (authenticate, then the role check:
 * a call above the caller's role answers 404 as if it did not exist) and rate limit come from the table,
 * so no feature can forget them. Who calls, and whether they may, is decided before the body is read and
 * checked (onRequest; the per-user limit preParsing): an anonymous call to a signed-in endpoint answers 401
 * and a customer's to a staff call 404 whatever its body, and an endpoint's larger body limit is only ever
 * read for the callers its access admits (decision 088). Needs the authenticate plugin registered first.
 */
export const endpointsPlugin = fp(async (app: FastifyInstance, limits: Limits) => {
  // One budget per address for every call that can be used to guess (passwords, codes, tracking tokens):
  // a route's own limit would give a guesser the budget once per route (decision 015).
  const guessing = app.rateLimit({ max: limits.auth, timeWindow: '1 minute' });
  app.decorate('guessing', guessing);
  app.decorate('readingLimit', readingOf(limits));
  app.decorate('endpoint', function register<
    E extends Endpoint,
  >(this: FastifyInstance, e: E, handler: Handler<E>, opts: EndpointOptions = {}) {
    const authenticate = this.authenticate;
    const role =
      e.access === 'public' || e.access === 'user'
        ? null
        : this.requireRole(...(e.access === 'admin' ? (['admin'] as const) : (['staff', 'admin'] as const)));
    // Who calls and whether they may, in one hook: every signed-in call pays one hook, not two (decision 104).
    const access =
      e.access === 'public'
        ? []
        : [
            beforeBody(async (req, reply) => {
              await authenticate(req, reply);
              role?.(req);
            }),
          ];
    const rateLimit = e.limit === 'guessable' ? undefined : rateLimitOf(e.limit, limits);
    const admit = opts.admit;
    const route = (scope: FastifyInstance) =>
      scope.route({
        method: e.method,
        url: e.path,
        ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
        ...(rateLimit ? { config: { rateLimit } } : {}),
        onRequest: [
          ...(e.limit === 'guessable' ? [guessing] : []),
          ...access,
          ...(admit ? [beforeBody((req) => admit(req))] : []),
        ],
        schema: {
          tags: [tagOf(e.path)],
          ...(e.hidden ? { hide: true } : {}),
          ...(e.access === 'public' ? {} : { security: [{ bearer: [] }] }),
          ...(e.body ? { body: e.body } : {}),
          ...(e.params ? { params: e.params } : {}),
          ...(e.query ? { querystring: e.query } : {}),
          ...(e.reply ? { response: { 200: e.reply, ...e.errors } } : {}),
        },
        handler: (req, reply) =>
          handler({
            body: req.body as Body<E>,
            caller: req.claims as CallContext<E>['caller'],
            params: req.params as Params<E>,
            query: req.query as Query<E>,
            raw: e.provider && Buffer.isBuffer(req.body) ? req.body : EMPTY,
            req,
            reply,
          }),
      });
    if (!e.provider) return void route(this);
    // A provider's body is taken as the bytes sent, whatever its type: its signature is over them (decision
    // 098). Content-type parsers belong to a context, so the route gets one of its own.
    this.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      route(scope);
    });
  });
});

const EMPTY = Buffer.alloc(0);
