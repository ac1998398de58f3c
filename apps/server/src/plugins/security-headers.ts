import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { publicUrlOf } from '../config/public-url';
import type { Settings } from '../config/settings';
import { inlineScriptsOf } from './static-files';

/**
 * What the pages may use: the camera (photos are taken from the request form) and the clipboard (copying
 * a tracking link); nothing else, for this origin or any frame.
 */
const PERMISSIONS_POLICY =
  'camera=(self), clipboard-write=(self), geolocation=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()';

/** The browser uploads straight to the bucket, so the page may connect there. */
function s3Origin(settings: Settings): string | null {
  if (!settings.S3_BUCKET) return null;
  return settings.S3_ENDPOINT ? new URL(settings.S3_ENDPOINT).origin : 'https://*.amazonaws.com';
}

/** A script's CSP source by the SHA-256 of its text, as the browser hashes it. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function helmetOptions(settings: Settings, inlineScripts: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The web app's index.html runs one inline script, the skin's before the first paint (decision 095):
        // allowed by its hash, nothing else inline.
        scriptSrc: ["'self'", ...inlineScripts.map(scriptHash)],
        connectSrc: ["'self'", ...(s3Origin(settings) ? [s3Origin(settings) as string] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Behind https the browser is told to come back only over https (a year); on http it means nothing.
    strictTransportSecurity: publicUrlOf(settings).startsWith('https:') ? { maxAge: 31_536_000 } : false,
  };
}

/**
 * Helmet's headers for these options, asked of helmet once: none depends on the request (no nonces; the
 * tracking page sets its own policy with its nonce), and `@fastify/helmet` built helmet anew on every
 * request, 7 % of a bare call's time (decision 081). `inlineScripts`: the texts of the web app's inline
 * scripts, which the policy allows by their hashes.
 */
export function securityHeaders(settings: Settings, inlineScripts: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(settings, inlineScripts))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {},
  );
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Helmet's headers with the app's content security policy, and the permissions policy, on every reply. */
export function registerSecurityHeaders(app: FastifyInstance, settings: Settings) {
  const headers = securityHeaders(settings, inlineScriptsOf(settings.webDist));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
