import { localize } from '../i18n';

export type ApiErrorKind = 'network' | 'bad-request' | 'server' | 'refused' | 'expired';

/** A failed call, with a message fit to show and the field issues the server named. */
export class ApiError extends Error {
  /** The server's words as they came (English): a screen that outlives a change of language shows them anew. */
  readonly answer: string;
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    // The server answers in English; the person reads the active language where the catalogue knows it.
    super(localize(message));
    this.answer = message;
  }
}
