const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * SHA-256 where WebCrypto is missing: browsers hide `crypto.subtle` on pages served over plain HTTP from a
 * LAN address. Loaded only then, so the sign-in page does not carry it.
 */
export async function fallbackSha256(data: Uint8Array): Promise<Uint8Array> {
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return sha256(data);
}

/** Passwords leave the browser as SHA-256, base64 encoded (specification section 5). */
export async function passwordDigest(plain: string): Promise<string> {
  const data = new TextEncoder().encode(plain);
  if (globalThis.crypto?.subtle) {
    return toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', data)));
  }
  return toBase64(await fallbackSha256(data));
}
