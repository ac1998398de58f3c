import { Code, type TCode } from '@svc/contract';

/** HTTP status for each body code: the body carries the catalogue code, HTTP its standard meaning. */
export const HTTP_OF: Record<number, number> = {
  [Code.exists]: 409,
  [Code.inUse]: 409,
  [Code.badRequest]: 400,
  [Code.unauthorized]: 401,
  [Code.invalidUser]: 401,
  [Code.notFound]: 404,
  [Code.conflict]: 409,
  [Code.tooLarge]: 413,
  [Code.unsupportedType]: 415,
  [Code.tooMany]: 429,
  [Code.expiredToken]: 401,
  [Code.error]: 500,
};

/** An expected failure with a message written for the person using the app. */
export class AppError extends Error {
  constructor(
    readonly status: TCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get httpStatus(): number {
    return HTTP_OF[this.status] ?? 400;
  }
}
