import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';
import { makeJpeg, presign, upload } from '../helpers/requests';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const c = await signUp(t);
  token = (await login(t, c.username, c.password)).accessToken;
});
afterAll(() => t.close());

const put = (url: string, data: Buffer, contentType: string) =>
  t.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': contentType } });
const stateOf = async (id: string) =>
  (await rows<{ state: string }>(t.database.db, sql`select state from item_images where id = ${id}`))[0]?.state;

describe('signed image uploads', () => {
  it('accepts a JPEG, re-encodes it and drops its GPS position and other metadata', async () => {
    const original = await makeJpeg({ gps: true, width: 120, height: 80 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { imageId, put: res } = await upload(t, token, original);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ image_id: imageId, width: 120, height: 80 });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/files/${imageId}/full?${await viewQuery(imageId, 'full')}`,
    });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect(stored.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('accepts PNG and WebP and makes a thumbnail', async () => {
    for (const [type, data] of [
      [
        'image/png',
        await sharp({ create: { width: 600, height: 400, channels: 4, background: '#00ff0080' } })
          .png()
          .toBuffer(),
      ],
      [
        'image/webp',
        await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
          .webp()
          .toBuffer(),
      ],
    ] as const) {
      const { imageId, put: res } = await upload(t, token, data, type);
      expect(res.statusCode, type).toBe(200);
      const thumb = await t.app.inject({
        method: 'GET',
        url: `/api/files/${imageId}/thumb?${await viewQuery(imageId, 'thumb')}`,
      });
      expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    }
  });

  it('refuses an SVG or an HTML page named .jpg, keeping nothing', async () => {
    for (const body of [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
    ]) {
      const data = Buffer.from(body);
      const { imageId, put: res } = await upload(t, token, data, 'image/jpeg');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This file is not a JPEG, PNG or WebP image.');
      expect(await stateOf(imageId)).toBeUndefined();
    }
  });

  it('refuses a PNG sent as JPEG (the real type must match the signed one)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { put: res } = await upload(t, token, png, 'image/jpeg');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a tampered signature, another content type and a body larger than signed', async () => {
    const jpeg = await makeJpeg();
    const signed = await presign(t, token, 'image/jpeg', jpeg.length);
    const url = signed.body.signedUrl;
    const tampered = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await put(tampered, jpeg, 'image/jpeg')).statusCode).toBe(401);
    const longer = url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`);
    expect((await put(longer, jpeg, 'image/jpeg')).statusCode).toBe(401);
    expect((await put(url, jpeg, 'image/png')).statusCode).toBe(400);
    expect((await put(url, Buffer.concat([jpeg, Buffer.alloc(10)]), 'image/jpeg')).statusCode).toBe(400);
    const wrongType = await put(url, jpeg, 'text/html');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().status).toBe(415);
    expect(wrongType.json().message).toBe('Only JPEG, PNG and WebP images can be uploaded.');
    expect(await stateOf(signed.body.image_id)).toBe('signed');
    expect((await put(url, jpeg, 'image/jpeg')).statusCode).toBe(200);
    expect((await put(url, jpeg, 'image/jpeg')).statusCode).toBe(401);
  });

  it('refuses an expired address', async () => {
    const jpeg = await makeJpeg();
    const signed = await presign(t, token, 'image/jpeg', jpeg.length);
    await t.database.db.execute(
      sql`update item_images set expires_at = now() - interval '1 second' where id = ${signed.body.image_id}`,
    );
    expect((await put(signed.body.signedUrl, jpeg, 'image/jpeg')).statusCode).toBe(401);
  });

  it('refuses to sign more than 10 MB or a type other than JPEG, PNG and WebP', async () => {
    const big = await presign(t, token, 'image/jpeg', 10 * 1024 * 1024 + 1);
    expect(big.statusCode).toBe(400);
    const gif = await presign(t, token, 'image/gif', 100);
    expect(gif.statusCode).toBe(400);
    expect((await t.post('/requestrepair/getPresignedUrl', { content_type: 'image/jpeg', size: 10 })).statusCode).toBe(
      401,
    );
  });

  it('refuses an image over 40 megapixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#fff' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const { put: res } = await upload(t, token, huge);
    expect(res.statusCode).toBe(400);
  });

  it('serves images only to a valid, unexpired signature', async () => {
    const { imageId } = await upload(t, token, await makeJpeg());
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${imageId}/full?exp=9999999999&sig=${'a'.repeat(43)}` }))
        .statusCode,
    ).toBe(404);
  });
});

/** A view address as the server hands it out (through the images service). */
async function viewQuery(id: string, variant: 'full' | 'thumb') {
  const { UrlSigner } = await import('../../src/lib/url-signer');
  const { exp, sig } = new UrlSigner(await t.signingKey()).sign(['GET', id, variant], 60);
  return `exp=${exp}&sig=${sig}`;
}
