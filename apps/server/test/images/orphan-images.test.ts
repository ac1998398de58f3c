import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TViewRequestReply } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localImageStore } from '../../src/features/images';
import { sweepOrphanImages } from '../../src/features/images/orphan-sweep';
import { login, signUp } from '../helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { rows } from '../helpers/query';
import { createRequest, makeJpeg, requestBody, upload } from '../helpers/requests';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-orphans-'));
const store = localImageStore(dataDir);
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const imageRows = async () =>
  (await rows<{ id: string }>(t.db, sql`select id from item_images`)).map((r) => r.id).sort();

describe('photos no item holds', () => {
  it('are deleted with their files once old enough; photos on items and the current logo stay', async () => {
    const c = await signUp(t);
    const customer = (await login(t, c.username, c.password)).accessToken;
    const admin = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
    const givenUp = await upload(t, customer, await makeJpeg());
    const kept = await upload(t, customer, await makeJpeg());
    const { req_code } = await createRequest(
      t,
      customer,
      requestBody({}, [{ item_id: 1, brand_id: 1, model_number: 'M', serial_number: 'S1', image_ids: [kept.imageId] }]),
    );
    const oldLogo = await upload(t, admin, await makeJpeg());
    const logo = await upload(t, admin, await makeJpeg());
    const details = await companyForm(t, admin);
    for (const id of [oldLogo.imageId, logo.imageId]) {
      expect((await t.post('/admin/saveCompanySettings', { ...details, logo_image_id: id }, admin)).statusCode).toBe(
        200,
      );
    }
    expect(await store.get(givenUp.imageId, 'full')).not.toBeNull();

    // Younger than the limit: nothing goes.
    expect(await sweepOrphanImages(t.db, store, 24)).toBe(0);
    expect(await sweepOrphanImages(t.db, store, 0)).toBe(2);
    expect(await imageRows()).toEqual([kept.imageId, logo.imageId].sort());
    for (const gone of [givenUp.imageId, oldLogo.imageId]) {
      expect(await store.get(gone, 'full')).toBeNull();
      expect(await store.get(gone, 'thumb')).toBeNull();
    }
    expect(await store.get(kept.imageId, 'full')).not.toBeNull();
    expect(await store.get(logo.imageId, 'full')).not.toBeNull();
    const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code }, customer);
    expect(view.body.request_item_details[0]?.image_count).toBe(1);
    expect(await sweepOrphanImages(t.db, store, 0)).toBe(0);
  });
});
