import { callJson, UnreachableError } from '../../../lib/json-call';

/** One message to one phone, in the template the company registered with the provider. */
interface ProviderMessage {
  /** E.164, +91… */
  to: string;
  /** The template's name (WhatsApp) or the provider's template id (SMS). */
  template: string;
  /** The template's values in order, with their names (the SMS templates take them by name). */
  params: { name: string; value: string }[];
  /** The template's language where the provider keeps one per language (WhatsApp). */
  language?: string;
  /** Free-form words instead of the template (WhatsApp, inside the customer's 24-hour window). */
  text?: string;
}

/** What a provider answered: its id for the message, which its delivery reports name. */
interface ProviderReceipt {
  providerId: string;
}

/**
 * A refusal: `permanent` when trying again cannot help (unknown template, number not on WhatsApp, bad
 * credentials), so the next channel is tried at once; otherwise the outbox tries again later.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface PhoneProvider {
  send(message: ProviderMessage): Promise<ProviderReceipt>;
  /** A photo a customer sent (WhatsApp): its bytes and type, through the provider's media API. */
  fetchMedia?(mediaId: string): Promise<{ data: Buffer; mimeType: string }>;
}

/** Answers the provider's JSON, or throws a retryable error for a network failure or a reply that is not JSON. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  try {
    return await callJson(url, { headers, body, timeoutMs });
  } catch (err) {
    if (!(err instanceof UnreachableError)) throw err;
    // No JSON from a 4xx other than 429: trying again will not change it.
    throw new ProviderError(err.message, err.status > 0 && err.status < 500 && err.status !== 429);
  }
}

/** Digits only, as both providers want the number: 919876543210. */
export const providerNumber = (e164: string) => e164.replace(/^\+/, '');
