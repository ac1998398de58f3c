import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../lib/random';
import { GRANT_TTL_S } from './tracking-actions.service';

/**
 * The device's copy of a confirmed code's grant (decision 077): one cookie per link, named by a digest of
 * the link (so several requests can be open on one phone and the name says nothing of the request).
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), as long as the grant.
 * Path `/`: the page (`/t`) and the link's calls (`/api/track/…`) both read it.
 */
const cookieName = (token: string) => `svc_track_${sha256(token).slice(0, 16)}`;

export function setGrantCookie(reply: FastifyReply, token: string, grant: string, secure: boolean) {
  reply.setCookie(cookieName(token), grant, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: GRANT_TTL_S,
  });
}

export const grantCookie = (req: FastifyRequest, token: string): string | undefined => req.cookies[cookieName(token)];
