import { createHash } from 'node:crypto';

/**
 * What the inbox needs of a provider to keep and read its callbacks (decision 098). Its proof (a signature,
 * a token) is a function of its own module, checked by the route before anything is kept.
 */
export interface WebhookProvider<E> {
  /** The headers its processing reads, kept with each delivery; never one that carries a secret. */
  keptHeaders: readonly string[];
  /** The events a body carries, or null when it is none of this provider's bodies (400, nothing kept). */
  read(body: Buffer, headers: Readonly<Record<string, string>>): E | null;
  /** The delivery's id: the provider's own where it gives one, else the body's digest. */
  deliveryId(body: Buffer, event: E): string;
}

/**
 * The id of a delivery the provider gives none to: its bytes' digest. A provider retrying a callback sends the
 * same bytes, so the retry is stored once; a body that differs in a byte is another delivery.
 */
export const digestOf = (body: Buffer) => `sha256:${createHash('sha256').update(body).digest('hex')}`;

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
