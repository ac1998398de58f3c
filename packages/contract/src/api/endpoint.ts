import type { z } from 'zod';
import type { Route } from './routes';

/** Every API path sits under this prefix (PRODUCT.md). */
export const API_PREFIX = '/api';

/** A route with its schemas: what the server registers and validates, and what types the client's calls. */
export interface Endpoint extends Route {
  /** What the caller sends; null for calls without a JSON body. */
  body: z.ZodType | null;
  /** The 200 reply; null where the reply is a file or a stream. */
  reply: z.ZodType | null;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Replies other than 200 that carry a body of their own shape. */
  errors?: Record<number, z.ZodType>;
  /**
   * Error replies beyond those its access, input and rate limit imply (the API document lists them): 401
   * for a public call that checks a token or signature, 409 for a record that changed or exists.
   */
  alsoAnswers?: readonly (401 | 409 | 413 | 415)[];
  /**
   * A provider's callback (a webhook, decision 098): `public`, since a provider signs in nowhere, and proved
   * instead by that provider's own proof (a signature over the body, a token in the address), which the
   * webhooks feature checks (401 when refused). Its body, whatever its type, reaches the handler as the bytes
   * sent: a signature is over those bytes.
   */
  provider?: 'whatsapp' | 'msg91' | 'shiprocket';
}

type Extra = Partial<Pick<Endpoint, 'params' | 'query' | 'errors' | 'alsoAnswers' | 'provider'>>;

/** One call: its route with what it takes and answers. */
export function define<R extends Route, B extends z.ZodType | null, P extends z.ZodType | null>(
  route: R,
  body: B,
  reply: P,
): R & { body: B; reply: P };
export function define<R extends Route, B extends z.ZodType | null, P extends z.ZodType | null, X extends Extra>(
  route: R,
  body: B,
  reply: P,
  extra: X,
): R & { body: B; reply: P } & X;
export function define(route: Route, body: z.ZodType | null, reply: z.ZodType | null, extra: Extra = {}): Endpoint {
  return { ...route, body, reply, ...extra };
}

/** What a client sends to the endpoint (before the server's defaults and trimming). */
export type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** The body as the server has parsed it. */
export type Body<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
/** What a handler may answer (the serializer checks it against the schema). */
export type ReplyInput<E extends Endpoint> = E['reply'] extends z.ZodType ? z.input<E['reply']> : unknown;
/** What the client receives. */
export type Reply<E extends Endpoint> = E['reply'] extends z.ZodType ? z.output<E['reply']> : unknown;
export type Params<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : undefined;
export type Query<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : undefined;

/** The endpoint's address with its path parameters filled in, API_PREFIX included. */
export function urlOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  return `${API_PREFIX}${path}`;
}
