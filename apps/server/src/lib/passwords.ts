import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id; ~12-20 ms on this project's machines.
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The client-side digest of a typed password (SHA-256, base64), as the specification sends passwords. */
export function clientDigest(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('base64');
}

export function hashPassword(digest: string): Promise<string> {
  return hash(digest, OPTIONS);
}

export async function verifyPassword(stored: string, digest: string): Promise<boolean> {
  try {
    return await verify(stored, digest);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown user name answers as slowly as a known one. */
export async function burnVerify(digest: string): Promise<void> {
  dummy ??= hashPassword(clientDigest('timing-equaliser'));
  await verifyPassword(await dummy, digest);
}
