import { describe, expect, it } from 'vitest';
import { fallbackSha256, passwordDigest } from './password-digest';

const b64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));

describe('password digest', () => {
  it('is SHA-256 in base64', async () => {
    expect(await passwordDigest('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });
  it('has a fallback that matches the platform digest for every length around a block', async () => {
    for (const len of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = 'ஆ'.repeat(len);
      const data = new TextEncoder().encode(text);
      const platform = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
      expect(b64(await fallbackSha256(data)), String(len)).toBe(b64(platform));
    }
  });
});
