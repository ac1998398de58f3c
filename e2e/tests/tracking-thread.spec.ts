import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer } from './support/accounts';
import { raise, token } from './support/api';
import { jpeg } from './support/images';
import { mailCount, mailedCode, mailedTrackingPath } from './support/mail';

/**
 * The request's messages from the tracking link, as a new customer found them lacking (issue 30): after the
 * code the thread is a card of its own, readable at 375 and 1366 px; a reload within the grant does not ask
 * the code again; each attachment is its own link, a PDF by its file name; the page's error does not talk
 * of attaching; and the Tamil page says every label of the thread in Tamil.
 */

/** A finished upload of `file` by `auth`, as the account's screens make one; answers its id. */
async function upload(
  request: APIRequestContext,
  auth: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const headers = { authorization: `Bearer ${auth}` };
  const signed = await request.post('/api/requestrepair/getPresignedUrl', {
    headers,
    data: { content_type: file.mimeType, size: file.buffer.length, purpose: 'message', file_name: file.name },
  });
  expect(signed.status()).toBe(200);
  const { signedUrl, image_id } = (await signed.json()) as { signedUrl: string; image_id: string };
  const put = await request.put(signedUrl, { headers: { 'content-type': file.mimeType }, data: file.buffer });
  expect(put.status()).toBe(200);
  expect((await request.post('/api/requestrepair/completeUpload', { headers, data: { image_id } })).status()).toBe(200);
  return image_id;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The message is in sight and nothing else is drawn over its words. */
async function expectReadable(page: Page, message: Locator) {
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeInViewport();
  const box = await message.locator('.body').boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('[data-testid="track-message"]') !== null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe(true);
}

test('the tracking link’s messages: a card of their own, kept after a reload, files by name, all in Tamil', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer);
  const link = await mailedTrackingPath(c.email, `${code}: Request raised`);

  // The centre answers with a photo and a PDF.
  const files = [
    await upload(request, staff, await jpeg('bench.jpg')),
    await upload(request, staff, { name: 'estimate-march.pdf', mimeType: 'application/pdf', buffer: PDF }),
  ];
  const posted = await request.post('/api/conversations/postMessage', {
    headers: { authorization: `Bearer ${staff}` },
    data: { req_code: code, body: 'Here is the estimate and a photo of the bench.', attachment_ids: files },
  });
  expect(posted.status()).toBe(200);
  // The reply's own mail is in before the codes are counted.
  await mailedTrackingPath(c.email, `${code}: a reply from the service centre`);

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  // Before the code the page says a message waits (its count, not its words), in Tamil as in English.
  await page.goto(`${link}&lang=ta`);
  const note = page.getByTestId('track-unread-note');
  await expect(note).toHaveText(
    'சேவை மையத்திடமிருந்து உங்களுக்கு ஒரு புதிய செய்தி உள்ளது. அதைப் படித்துப் பதில் அளிக்கக் குறியீட்டைக் கேட்கவும்.',
  );
  await page.screenshot({ path: 'test-results/screens/track-unread-375-ta.png', fullPage: true }).catch(() => {});
  await page.goto(link);
  await expect(note).toHaveText(
    'You have a new message from the service centre. Ask for a code to read it and answer.',
  );
  await expect(page.locator('main')).not.toContainText('Here is the estimate');
  await page.screenshot({ path: 'test-results/screens/track-unread-375.png', fullPage: true }).catch(() => {});
  const act = page.getByTestId('answer-quote');
  const before = await mailCount(c.email);
  await act.getByRole('button', { name: 'Send me a code' }).click();
  await act.getByLabel('6-digit code').fill(await mailedCode(c.email, before));
  await act.getByRole('button', { name: 'Confirm code' }).click();
  // The message is what the customer came for: its card takes the focus, ahead of the courier form.
  await expect(page.getByTestId('track-messages').getByRole('heading', { name: 'Messages' })).toBeFocused();
  await expect(note).toHaveCount(0);

  // The thread is its own card beside the courier form, not inside it.
  const thread = page.getByTestId('track-messages');
  await expect(thread.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(act.getByTestId('track-messages')).toHaveCount(0);
  await expect(act.getByTestId('track-courier')).toBeVisible();
  const answer = thread.getByTestId('track-message').filter({ hasText: 'Here is the estimate' });
  await expectReadable(page, answer);
  await expect(answer).toContainText('Service centre');

  // Each file is a link of its own: the photo as a photo, the PDF by its name.
  const chips = answer.getByTestId('track-attachment');
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(0)).toHaveText('Photo 1');
  await expect(chips.nth(1)).toHaveText('estimate-march.pdf');
  const [a, b] = [await chips.nth(0).boundingBox(), await chips.nth(1).boundingBox()];
  expect(a && b && (b.x >= a.x + a.width || b.y >= a.y + a.height)).toBe(true);

  // Nothing to attach here, so an empty message is not told to attach one.
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Please write a message')).toBeVisible();
  await expect(thread).not.toContainText('attach');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/track-thread-375.png', fullPage: true }).catch(() => {});

  // A reload within the grant goes straight back to the messages: no code asked, none mailed.
  await page.reload();
  await expect(thread.getByTestId('track-message').filter({ hasText: 'Here is the estimate' })).toBeVisible();
  await expect(act.getByLabel('6-digit code')).toHaveCount(0);
  await thread.getByLabel('Your message').fill('Thank you, approved by phone.');
  await thread.getByRole('button', { name: 'Send' }).click();
  const mine = thread.getByTestId('track-message').filter({ hasText: 'approved by phone' });
  await expect(mine).toBeVisible();
  // As on the account's card: whether the centre read it, and the box's count of its 2000 characters.
  await expect(mine.getByTestId('track-read-state')).toHaveText('Not read yet');
  await expect(thread.getByTestId('track-length')).toHaveText('0 of 2000 characters');
  await thread.getByLabel('Your message').fill('Four');
  await expect(thread.getByTestId('track-length')).toHaveText('4 of 2000 characters');
  expect(await mailCount(c.email)).toBe(before + 1);

  // The wide screen reads it as well.
  await page.setViewportSize({ width: 1366, height: 800 });
  await expectReadable(page, answer);
  await page.screenshot({ path: 'test-results/screens/track-thread-1366.png', fullPage: true }).catch(() => {});

  // In Tamil, every label of the thread is Tamil.
  await page.goto(`${link}&lang=ta`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(thread.getByRole('heading', { name: 'செய்திகள்' })).toBeVisible();
  const inTamil = thread.getByTestId('track-message').filter({ hasText: 'Here is the estimate' });
  await expect(inTamil).toContainText('சேவை மையம்');
  await expect(inTamil.getByTestId('track-attachment').nth(0)).toHaveText('படம் 1');
  await expect(inTamil.getByTestId('track-attachment').nth(1)).toHaveText('estimate-march.pdf');
  await expect(thread.getByTestId('track-message').filter({ hasText: 'approved by phone' })).toContainText(
    'இன்னும் படிக்கப்படவில்லை',
  );
  await expect(thread.getByTestId('track-length')).toHaveText('2000 எழுத்துகளில் 0');
  await expect(thread).not.toContainText('Service centre');
  await expect(thread).not.toContainText('You ·');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/track-thread-375-ta.png', fullPage: true }).catch(() => {});
  await phone.close();

  // Another device has no grant: the messages wait for a code, and nothing private shows.
  const other = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('answer-quote').getByRole('button', { name: 'Send me a code' })).toBeVisible();
  await expect(fresh.getByTestId('track-messages')).toHaveCount(0);
  await expect(fresh.locator('body')).not.toContainText(c.address);
  await other.close();
});
