import { AppMsg, Code, type TRole } from '@svc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens } from '../lib/access-token';
import { AppError } from '../lib/app-error';
import type { Caller } from '../lib/caller';
import { securityEvent } from '../lib/security-log';
import type { LiveSession, SessionCache } from '../lib/session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    claims: Caller | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token of a live session, else body status 401. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Throws 404 unless the authenticated caller has one of the roles (synchronous: no hook of its own). */
    requireRole: (...roles: TRole[]) => (req: FastifyRequest) => void;
  }
}

/**
 * Trusts only the verified token, and checks its session on every call so that logout, a password
 * change or a reset end access at once; role and customer code are read from the database, not the token.
 */
export const authenticatePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      tokens: AccessTokens;
      cache: SessionCache;
      liveSession: (sessionId: string) => Promise<LiveSession | undefined>;
      /** Why a user's sessions ended with them (removed from the account, deactivated), or null. */
      whyClosed: (userId: string) => Promise<string | null>;
    },
  ) => {
    app.decorateRequest('claims', null);
    const unauthorized = () => new AppError(Code.unauthorized, AppMsg.unauthorized);

    app.decorate('authenticate', async (req: FastifyRequest) => {
      const header = req.headers.authorization;
      if (!header?.startsWith('Bearer ') || header.length > 2048) throw unauthorized();
      const token = header.slice(7);
      const claims = opts.tokens.known(token) ?? (await opts.tokens.verify(token));
      if (!claims) throw unauthorized();
      let live = opts.cache.get(claims.sessionId);
      if (!live) {
        live = await opts.liveSession(claims.sessionId);
        if (live) opts.cache.set(live);
      }
      if (!live) {
        // Only a token this server signed gets here: its user is told at once why the session ended
        // (decision 094); the client's refresh then answers 498 with the same words.
        const why = await opts.whyClosed(claims.userId);
        throw why ? new AppError(Code.unauthorized, why) : unauthorized();
      }
      if (live.userId !== claims.userId) throw unauthorized();
      req.claims = {
        ...claims,
        role: live.role,
        customercode: live.code,
        customerId: live.customerId,
        accountRole: live.accountRole,
      };
    });

    app.decorate('requireRole', (...roles: TRole[]) => (req: FastifyRequest) => {
      if (!req.claims || !roles.includes(req.claims.role)) {
        securityEvent(req.log, 'access_refused', {
          userId: req.claims?.userId,
          role: req.claims?.role,
          route: req.routeOptions.url,
          needs: roles.join('|'),
        });
        throw new AppError(Code.notFound, AppMsg.notFound);
      }
    });
  },
);
