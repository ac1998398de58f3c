import { z } from 'zod';

/** Meta's handshake when the webhook address is saved: each parameter once (a repeated one is a list: 400). */
export const ZWhatsappHandshake = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/** MSG91 signs nothing: its address carries the secret token (checked before the body is read). */
export const ZMsg91Query = z.object({ token: z.string().max(500).optional() });
