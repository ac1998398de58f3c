import type { Route } from './routes';

/**
 * The calls no screen makes: the providers' callbacks (decision 098) and the monitoring's. Kept apart from
 * `routes`, which every screen's bundle carries whole, so a new webhook weighs on no page (issue 43).
 */
export const serverOnlyRoutes = {
  // The providers' callbacks (decision 098): no one signs in; each provider proves itself its own way.
  whatsappHandshake: {
    name: 'whatsappHandshake',
    method: 'GET',
    path: '/webhooks/whatsapp',
    access: 'public',
    limit: 'none',
    hidden: true,
  },
  whatsappWebhook: {
    name: 'whatsappWebhook',
    method: 'POST',
    path: '/webhooks/whatsapp',
    access: 'public',
    limit: 'none',
    hidden: true,
  },
  msg91Webhook: {
    name: 'msg91Webhook',
    method: 'POST',
    path: '/webhooks/msg91',
    access: 'public',
    limit: 'none',
    hidden: true,
  },
  // Shiprocket's tracking webhook (issue 43): its panel refuses an address holding "sr", "kr", "shiprocket"
  // or "kartrocket", so the address names what it carries, not who sends it.
  shiprocketTracking: {
    name: 'shiprocketTracking',
    method: 'POST',
    path: '/webhooks/couriers/track',
    access: 'public',
    limit: 'none',
    hidden: true,
  },
  health: { name: 'health', method: 'GET', path: '/health', access: 'public', limit: 'monitoring' },
  openApi: {
    name: 'openApi',
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    limit: 'monitoring',
    hidden: true,
  },
} as const satisfies Record<string, Route>;
