import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TestContext } from './app';

/** A real JPEG (with a GPS position in its EXIF when asked). */
export function makeJpeg(opts: { width?: number; height?: number; gps?: boolean } = {}) {
  const img = sharp({
    create: { width: opts.width ?? 64, height: opts.height ?? 48, channels: 3, background: { r: 200, g: 30, b: 60 } },
  }).jpeg();
  return (
    opts.gps
      ? img.withExif({ IFD0: { Copyright: 'test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 5/1' } })
      : img
  ).toBuffer();
}

export async function presign(t: TestContext, token: string, contentType: string, size: number) {
  return t.post<{ signedUrl: string; image_id: string; statusFlag: number }>(
    '/requestrepair/getPresignedUrl',
    { content_type: contentType, size },
    token,
  );
}

/** Presigns and PUTs a file; answers the image id and the PUT's reply. */
export async function upload(t: TestContext, token: string, data: Buffer, contentType = 'image/jpeg') {
  const signed = await presign(t, token, contentType, data.length);
  const put = await t.app.inject({
    method: 'PUT',
    url: signed.body.signedUrl,
    payload: data,
    headers: { 'content-type': contentType },
  });
  return { imageId: signed.body.image_id, url: signed.body.signedUrl, put };
}

let serial = 0;
export function requestBody(overrides: Record<string, unknown> = {}, items?: Record<string, unknown>[]) {
  serial += 1;
  return {
    idempotency_key: randomUUID(),
    courier_name: 'Professional Couriers',
    docket_number: `PC${Date.now()}${serial}`,
    narration: 'Two items in one box',
    items: items ?? [
      {
        item_id: 1,
        brand_id: 1,
        model_number: 'Inspiron 15-3520',
        serial_number: `SN${Date.now()}${serial}A`,
        problem: 'No power',
      },
    ],
    ...overrides,
  };
}

export async function createRequest(t: TestContext, token: string, body = requestBody()) {
  const res = await t.post<{ req_code: string; statusFlag: number; message: string }>(
    '/requestrepair/addrequestrepair',
    body,
    token,
  );
  if (res.statusCode !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return { ...res.body, body };
}
