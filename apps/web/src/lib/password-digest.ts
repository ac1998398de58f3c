import { sha256Bytes } from './sha256';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Passwords leave the browser as SHA-256, base64 encoded (specification section 5). */
export async function passwordDigest(plain: string): Promise<string> {
  const data = new TextEncoder().encode(plain);
  if (globalThis.crypto?.subtle) {
    return toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', data)));
  }
  return toBase64(sha256Bytes(data));
}
