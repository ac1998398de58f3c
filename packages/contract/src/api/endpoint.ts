import type { z } from 'zod';

/** Every API path sits under this prefix (PRODUCT.md). */
export const API_PREFIX = '/api';

/**
 * Who may call: `public` needs no sign-in; `user` any signed-in person (services then apply ownership);
 * `staff` staff and admin; `admin` admin only. For a caller below the line the call does not exist (404).
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

/**
 * The rate limit a call counts against: `guessable` (sign-in, codes, passwords, per address), `open`
 * (token refresh and logout, per address), `user` and `upload` (per signed-in user), `monitoring`
 * (health and the API document), `none`.
 */
export type Limit = 'guessable' | 'open' | 'user' | 'upload' | 'monitoring' | 'none';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  /** Below API_PREFIX; `:name` marks a path parameter. */
  path: string;
  tag: string;
  access: Access;
  limit: Limit;
  /** What the caller sends; null for calls without a JSON body. */
  body: z.ZodType | null;
  /** The 200 reply; null where the reply is a file or a stream. */
  reply: z.ZodType | null;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Replies other than 200 that carry a body of their own shape. */
  errors?: Record<number, z.ZodType>;
  /** Left out of the OpenAPI document. */
  hidden?: boolean;
}

type Extra = Partial<Pick<Endpoint, 'params' | 'query' | 'errors' | 'hidden' | 'method'>>;

interface Base<B, R> {
  method: 'POST';
  tag: string;
  path: string;
  access: Access;
  limit: Limit;
  body: B;
  reply: R;
}

/** One call; POST with a JSON body and a JSON reply unless `extra` says otherwise. */
export function define<B extends z.ZodType | null, R extends z.ZodType | null>(
  tag: string,
  path: string,
  access: Access,
  limit: Limit,
  body: B,
  reply: R,
): Base<B, R>;
export function define<B extends z.ZodType | null, R extends z.ZodType | null, X extends Extra>(
  tag: string,
  path: string,
  access: Access,
  limit: Limit,
  body: B,
  reply: R,
  extra: X,
): Omit<Base<B, R>, keyof X> & X;
export function define(
  tag: string,
  path: string,
  access: Access,
  limit: Limit,
  body: z.ZodType | null,
  reply: z.ZodType | null,
  extra: Extra = {},
): Endpoint {
  return { method: 'POST', tag, path, access, limit, body, reply, ...extra };
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
