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
  { code: Code.unauthorized, when: 'No token, or a token the server did not issue.', example: AppMsg.unauthorized },
  { code: Code.invalidUser, when: 'Wrong user name or password at sign-in.', example: AppMsg.invalidCredentials },
  {
    code: Code.expiredToken,
    when: 'The access token has expired: call `/api/login/refreshToken`, then retry.',
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
