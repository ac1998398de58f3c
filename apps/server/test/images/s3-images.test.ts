import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TViewItemReply, TViewRequestReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';
import { createRequest, makeJpeg, presign, requestBody } from '../helpers/requests';

// s3rver does not check signatures (see STACK.md): signature checks are tested on the API's own signer in
// uploads.test.ts. Here the S3 path itself is tested: direct upload, processing, storage and clean-up.
const BUCKET = 'svc-test';
let s3: S3rver;
let endpoint: string;
let t: TestContext;
let token: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const c = await signUp(t);
  token = (await login(t, c.username, c.password)).accessToken;
});
afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const keys = async () => {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key as string);
};

async function uploadToBucket(data: Buffer, type = 'image/jpeg') {
  const signed = await presign(t, token, type, data.length);
  expect(signed.body.signedUrl.startsWith(`${endpoint}/${BUCKET}/incoming/`)).toBe(true);
  const put = await fetch(signed.body.signedUrl, { method: 'PUT', body: data, headers: { 'content-type': type } });
  expect(put.status).toBe(200);
  const done = await t.post<{ statusFlag: number; message: string }>(
    '/requestrepair/completeUpload',
    { image_id: signed.body.image_id },
    token,
  );
  return { imageId: signed.body.image_id, done };
}

describe('images in an S3-compatible bucket', () => {
  it('takes a direct upload, processes it without its GPS position and deletes the original', async () => {
    const { imageId, done } = await uploadToBucket(await makeJpeg({ gps: true, width: 90, height: 60 }));
    expect(done.statusCode).toBe(200);
    expect(await keys()).toEqual(expect.arrayContaining([`images/${imageId}/full.jpg`, `images/${imageId}/thumb.jpg`]));
    expect(await keys()).not.toContain(`incoming/${imageId}`);

    const created = await createRequest(
      t,
      token,
      requestBody({}, [
        { item_id: 1, brand_id: 1, model_number: 'M1', serial_number: 'S3TEST1', image_ids: [imageId] },
      ]),
    );
    const view = await t.post<TViewRequestReply>(
      '/requestrepair/viewrequestrepair',
      { req_code: created.req_code },
      token,
    );
    const item = await t.post<TViewItemReply>(
      '/requestrepair/viewRRItemdetails',
      { item_id: view.body.request_item_details[0]?.item_id },
      token,
    );
    const img = await t.app.inject({ method: 'GET', url: item.body.image_details[0]?.url as string });
    expect(img.statusCode).toBe(200);
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.width).toBe(90);
    expect(meta.exif).toBeUndefined();
  });

  it('confirms a second time without processing again', async () => {
    const { imageId } = await uploadToBucket(await makeJpeg());
    const again = await t.post('/requestrepair/completeUpload', { image_id: imageId }, token);
    expect(again.statusCode).toBe(200);
  });

  it('refuses an SVG sent as a JPEG and keeps nothing of it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { imageId, done } = await uploadToBucket(svg);
    expect(done.statusCode).toBe(400);
    expect(done.body.message).toBe('This file is not a JPEG, PNG or WebP image.');
    expect((await keys()).filter((k) => k.includes(imageId))).toEqual([]);
    expect(await rows(t.database.db, sql`select 1 from item_images where id = ${imageId}`)).toEqual([]);
  });

  it('answers "not arrived" when nothing was uploaded, and not found for another user', async () => {
    const signed = await presign(t, token, 'image/jpeg', 100);
    const res = await t.post<{ message: string }>(
      '/requestrepair/completeUpload',
      { image_id: signed.body.image_id },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/not arrived/);
    const other = await signUp(t);
    const otherToken = (await login(t, other.username, other.password)).accessToken;
    expect(
      (await t.post('/requestrepair/completeUpload', { image_id: signed.body.image_id }, otherToken)).statusCode,
    ).toBe(404);
  });

  it('lets the page connect to the bucket (Content-Security-Policy)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${endpoint}`);
  });
});
