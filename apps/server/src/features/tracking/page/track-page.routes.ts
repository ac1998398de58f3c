import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, pages, type TLanguage, TRACK_TOKEN_PATTERN } from '@svc/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { grantCookie } from '../grant-cookie';
import type { TrackingService } from '../tracking.service';
import type { TrackingActions } from '../tracking-actions.service';
import { invalidPage, trackPage, trackPageCsp, waitPage } from './track-page.html';

const isLanguage = (v: unknown): v is TLanguage => LANGUAGES.includes(v as TLanguage);

/** A dead link has no account to read the language from: the reader's own browser says it. */
const browserLanguage = (req: FastifyRequest): TLanguage =>
  /^\s*ta\b/i.test(req.headers['accept-language'] ?? '') ? 'ta' : 'en';

/**
 * The headers of a page anyone with the link can open: no search engine keeps it, no shared cache stores
 * it, the token never leaves in a Referer, and only the page's own style and loader run.
 */
function send(req: FastifyRequest, reply: FastifyReply, status: number, html: string, nonce: string) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', trackPageCsp(nonce))
    .header('vary', 'accept-encoding');
  // Small enough to compress on each reply; a phone on mobile data gets a fifth of it.
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && req.method !== 'HEAD') {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  }
  return reply.send(html);
}

/**
 * `/t?k=…`, the link in every mail, message and print, written by the server (decision 056): the statuses,
 * explanations, promises and timelines in the account's language (or the one the reader picks with `lang`),
 * readable with JavaScript off; the code-and-answer steps come with a small script only when asked for.
 */
export const trackPageRoutes: FastifyPluginAsync<{
  tracking: Pick<TrackingService, 'read'>;
  actions: Pick<TrackingActions, 'holdsGrant'>;
}> = async (app, { tracking, actions }) => {
  // Past its budget the page is still a page: the rate limiter's refusal is written as HTML, not the API's JSON.
  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    if (err.statusCode !== 429) throw err;
    const q = req.query as { k?: unknown; lang?: unknown };
    const token = typeof q.k === 'string' && TRACK_TOKEN_PATTERN.test(q.k) ? q.k : '';
    const nonce = randomBytes(16).toString('base64');
    return send(req, reply, 429, waitPage(token, isLanguage(q.lang) ? q.lang : browserLanguage(req), nonce), nonce);
  });
  app.get<{ Querystring: { k?: unknown; lang?: unknown } }>(
    pages.track,
    // Its own generous budget, not the codes' (decision 080): the 22-character link is no code to guess, and
    // a customer reloading behind a carrier's shared address must not be locked out of their request.
    { config: { rateLimit: app.readingLimit }, schema: { hide: true } },
    async (req, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const token = typeof req.query.k === 'string' ? req.query.k : '';
      const chosen = isLanguage(req.query.lang) ? req.query.lang : null;
      if (!TRACK_TOKEN_PATTERN.test(token)) {
        return send(req, reply, 404, invalidPage('', chosen ?? browserLanguage(req), nonce), nonce);
      }
      try {
        const { reply: data, language, unread } = await tracking.read(token);
        // A device that confirmed the code within the grant gets the page marked so (nothing more in it):
        // the loader then fetches the script, which reads the rest with the cookie (decision 077).
        const resume = data.actions_open && (await actions.holdsGrant(token, grantCookie(req, token)));
        return send(req, reply, 200, trackPage(token, data, chosen ?? language, nonce, { resume, unread }), nonce);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return send(req, reply, 404, invalidPage(token, chosen ?? browserLanguage(req), nonce), nonce);
      }
    },
  );
};
