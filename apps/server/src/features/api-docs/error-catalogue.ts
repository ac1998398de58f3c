import { AppMsg, Code, Msg, ServerMsg } from '@svc/contract';
import { HTTP_OF } from '../../lib/app-error';

/**
 * Every body code a call may answer, with the HTTP status it travels with (lib/app-error.ts owns the pairs)
 * and a message as the server words it: the error catalogue of the API reference.
 */
const ENTRIES: { code: number; when: string; example: string }[] = [
  {
    code: Code.badRequest,
    when: 'A field is not valid (`issues` names each one) or the call cannot be done now.',
    example: AppMsg.invalidInput,
  },
  {
    code: Code.unauthorized,
    when: "No access token, an expired one, or one the server did not issue: refresh (`/api/login/refreshToken`) and retry. A session closed with its person says why in `message` (removed from the account, the account deactivated; decision 094), as the refresh's 498 then does.",
    example: AppMsg.unauthorized,
  },
  { code: Code.invalidUser, when: 'Wrong user name or password at sign-in.', example: AppMsg.invalidCredentials },
  {
    code: Code.expiredToken,
    when: 'The refresh token has expired, was reused or was revoked (`/api/login/refreshToken`): sign in again.',
    example: AppMsg.tokenExpired,
  },
  {
    code: Code.notFound,
    when: 'No such record, another customer’s record, or a call above your role: all look the same.',
    example: ServerMsg.requestNotFound,
  },
  {
    code: Code.exists,
    when: 'A customer with this email or GSTIN, or a list entry with this name, exists.',
    example: AppMsg.customerExists,
  },
  { code: Code.inUse, when: 'The user name is taken.', example: AppMsg.userNameInUse },
  {
    code: Code.conflict,
    when: 'The item changed since you read it (its `version`): read it again and retry.',
    example: ServerMsg.itemChanged,
  },
  {
    code: Code.tooLarge,
    when: 'The body is larger than the call takes (64 KiB; a photo 10 MB).',
    example: ServerMsg.tooLarge,
  },
  {
    code: Code.unsupportedType,
    when: 'The body is not of the type the call takes (JSON; a photo JPEG, PNG or WebP).',
    example: ServerMsg.unsupportedType,
  },
  {
    code: Code.tooMany,
    when: 'A rate limit or a sign-in lockout: wait and retry (see `retry-after`).',
    example: AppMsg.tooManyRequests,
  },
  { code: Code.error, when: 'The server failed; nothing was stored. Retry later.', example: Msg.somethingWentWrong },
];

export const ERROR_CATALOGUE = ENTRIES.map((e) => ({ ...e, http: HTTP_OF[e.code] ?? 400 }));

/** The catalogue as a Markdown table, for the document's description. */
export function catalogueMarkdown(): string {
  const rows = ERROR_CATALOGUE.map((e) => `| ${e.http} | ${e.code} | ${e.when} | ${e.example} |`);
  return ['| HTTP | body `status` | when | message (example) |', '|---|---|---|---|', ...rows].join('\n');
}
