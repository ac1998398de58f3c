import type { Body, Endpoint, Limit, Params, Query, ReplyInput } from '@svc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../lib/caller';

/** What a handler gets: the parsed body, the verified caller (null only on public calls) and the raw pair. */
interface CallContext<E extends Endpoint> {
  body: Body<E>;
  caller: E['access'] extends 'public' ? Caller | null : Caller;
  params: Params<E>;
  query: Query<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}
export type Handler<E extends Endpoint> = (ctx: CallContext<E>) => Promise<ReplyInput<E>> | ReplyInput<E>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the route of one endpoint of the contract's table with its access rule and rate limit. */
    endpoint<E extends Endpoint>(endpoint: E, handler: Handler<E>, opts?: { bodyLimit?: number }): void;
    /** The one budget per address of everything that can be used to guess: for a route outside the table. */
    guessing: onRequestHookHandler;
    /**
     * The budget per address of reading a link's page (`/t`): generous, since many phones share a carrier's
     * address and a customer reloads; set as a route's `config.rateLimit` (its own count per route).
     */
    readingLimit: { max: number; timeWindow: string };
  }
}

export interface Limits {
  auth: number;
  public: number;
  user: number;
}

/**
 * A per-user rate limit for signed-in calls: it runs after authentication (preHandler) and counts by the
 * verified user, so colleagues behind one office address do not share a budget.
 */
function perUser(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
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

/**
 * The one place routes are made from the endpoint table: access (authenticate, then the role check:
 * a call above the caller's role answers 404 as if it did not exist) and rate limit come from the table,
 * so no feature can forget them. Needs the authenticate plugin registered first.
 */
export const endpointsPlugin = fp(async (app: FastifyInstance, limits: Limits) => {
  // One budget per address for every call that can be used to guess (passwords, codes, tracking tokens):
  // a route's own limit would give a guesser the budget once per route (decision 015).
  const guessing = app.rateLimit({ max: limits.auth, timeWindow: '1 minute' });
  app.decorate('guessing', guessing);
  app.decorate('readingLimit', readingOf(limits));
  app.decorate('endpoint', function register<
    E extends Endpoint,
  >(this: FastifyInstance, e: E, handler: Handler<E>, opts: { bodyLimit?: number } = {}) {
    const preHandler =
      e.access === 'public'
        ? []
        : [
            this.authenticate,
            ...(e.access === 'user'
              ? []
              : [this.requireRole(...(e.access === 'admin' ? (['admin'] as const) : (['staff', 'admin'] as const)))]),
          ];
    const rateLimit = e.limit === 'guessable' ? undefined : rateLimitOf(e.limit, limits);
    this.route({
      method: e.method,
      url: e.path,
      ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
      ...(rateLimit ? { config: { rateLimit } } : {}),
      ...(e.limit === 'guessable' ? { onRequest: guessing } : {}),
      preHandler,
      schema: {
        tags: [e.tag],
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
          req,
          reply,
        }),
    });
  });
});
