/**
 * Body status codes of the specification's error catalogue (section 8), plus the
 * standard HTTP codes the server also uses in bodies (400, 404, 409, 413, 415, 429).
 */
export const Code = {
  ok: 200,
  exists: 201,
  inUse: 202,
  badRequest: 400,
  unauthorized: 401,
  invalidUser: 402,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  tooMany: 429,
  expiredToken: 498,
  error: 500,
} as const;
export type TCode = (typeof Code)[keyof typeof Code];

/** statusFlag of the specification: 0 success, 1 failure (also the client's value when no body came back). */
export const StatusFlag = { ok: 0, failed: 1 } as const;
