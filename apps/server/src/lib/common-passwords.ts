import fs from 'node:fs';
import path from 'node:path';
import { Code, ServerMsg } from '@svc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './app-error';
import { securityEvent } from './security-log';
import { serverRoot } from './server-root';

const DIGEST_BYTES = 32;
let sorted: Buffer | null = null;

/** The 10,000 most common passwords as the browser's SHA-256 digests, sorted (scripts/common-passwords.mjs). */
function digests(): Buffer {
  sorted ??= fs.readFileSync(path.join(serverRoot(), 'resources', 'common-passwords.sha256'));
  return sorted;
}

/** Whether a password digest (base64, as the client sends it) is one of the common ones: a binary search. */
export function isCommonPassword(digestBase64: string): boolean {
  const needle = Buffer.from(digestBase64, 'base64');
  if (needle.length !== DIGEST_BYTES) return false;
  const all = digests();
  let lo = 0;
  let hi = all.length / DIGEST_BYTES - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = Buffer.compare(all.subarray(mid * DIGEST_BYTES, (mid + 1) * DIGEST_BYTES), needle);
    if (c === 0) return true;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Refuses a new password that is among the most common (sign-up, reset, change, an employee's), on its field. */
export function refuseCommonPassword(log: FastifyBaseLogger, digestBase64: string, where: string, field = 'password') {
  if (!isCommonPassword(digestBase64)) return;
  securityEvent(log, 'common_password_refused', { where });
  throw new AppError(Code.badRequest, ServerMsg.commonPassword, {
    issues: [{ path: field, message: ServerMsg.commonPassword }],
  });
}
