import { PickupFieldMsg, PickupMsg } from '@svc/contract';
import { localize, type MessageKey, t } from '../../i18n';
import { ApiError } from '../../lib/api-error';

const KEY_OF = new Map<string, MessageKey>(
  Object.entries({ ...PickupMsg, ...PickupFieldMsg }).map(([key, words]) => [words, key as MessageKey]),
);

/**
 * The server's or the form's English words about a pickup in the reader's language: the pickup's own
 * catalogue part holds them (PickupMsg, PickupFieldMsg); any other words as the rest of the app shows them.
 */
export function pickupText(words: string): string {
  const key = KEY_OF.get(words);
  return key ? t(key) : localize(words);
}

/** A failed call's words, in the reader's language. */
export const errorText = (err: unknown) =>
  err instanceof ApiError ? pickupText(err.answer) : err instanceof Error ? err.message : String(err);
