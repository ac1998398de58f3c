import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';
import { publicUrlOf } from '../lib/public-url';

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

/** Helmet's headers with the app's content security policy, and the permissions policy on every reply. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: Settings) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", ...(s3Origin(settings) ? [s3Origin(settings) as string] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Behind https the browser is told to come back only over https (a year); on http it means nothing.
    strictTransportSecurity: publicUrlOf(settings).startsWith('https:') ? { maxAge: 31_536_000 } : false,
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
