import { expect, test } from '@playwright/test';
import { THREAD_PAGE } from '@svc/contract';
import { ADMIN_PASSWORD } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { createCustomer, loginViaUi } from './support/accounts';
import { raise, token } from './support/api';
import { expectNothingOverflows } from './support/layout';
import { mailCount, mailedCode, mailedTrackingPath } from './support/mail';

/** One page of a conversation, and a conversation a few messages longer. */
const PAGE = THREAD_PAGE;
const TOTAL = PAGE + 5;

/**
 * A long conversation (decision 086): the request page and the tracking link open on the newest messages
 * and show the earlier ones above them on asking, on a 375 px phone, in order, with nothing repeated.
 */
test('a long conversation opens on its newest messages; the earlier ones come on asking', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const c = await createCustomer(request);
  const customer = await token(request, c.username, c.password);
  const staff = await token(request, 'admin', ADMIN_PASSWORD);
  const code = await raise(request, customer);
  const link = await mailedTrackingPath(c.email, `${code}: Request raised`);
  for (let i = 1; i <= TOTAL; i++) {
    const res = await request.post('/api/conversations/postMessage', {
      headers: { authorization: `Bearer ${i % 2 ? customer : staff}` },
      data: { req_code: code, body: `Message ${i} of the long conversation` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const bodies = (messages: string[]) => messages.map((m) => m.match(/Message \d+ of/)?.[0]);
  const expected = (from: number) => Array.from({ length: TOTAL - from + 1 }, (_, i) => `Message ${from + i} of`);

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const tab = await phone.newPage();
  await loginViaUi(tab, c.username, c.password);
  await tab.goto(`/requestrepair/view?code=${code}`);
  const card = tab.getByTestId('conversation-card');
  const messages = card.getByTestId('thread-message');
  await expect(messages).toHaveCount(PAGE);
  expect(bodies(await messages.allTextContents())).toEqual(expected(TOTAL - PAGE + 1));
  const earlier = card.getByRole('button', { name: 'Show earlier messages' });
  await earlier.scrollIntoViewIfNeeded();
  await expectNothingOverflows(tab);
  await expectAccessible(tab);
  await tab.screenshot({ path: 'test-results/screens/thread-earlier-375.png' }).catch(() => {});
  await earlier.click();
  await expect(messages).toHaveCount(TOTAL);
  expect(bodies(await messages.allTextContents())).toEqual(expected(1));
  await expect(earlier).toHaveCount(0);

  // The tracking link, after the code: the same newest page, and the rest on asking.
  const page = await phone.newPage();
  await page.goto(link);
  const act = page.getByTestId('answer-quote');
  const sent = await mailCount(c.email);
  await act.getByRole('button', { name: 'Send me a code' }).click();
  await act.getByLabel('6-digit code').fill(await mailedCode(c.email, sent));
  await act.getByRole('button', { name: 'Confirm code' }).click();
  const thread = page.getByTestId('track-messages');
  const tracked = thread.getByTestId('track-message');
  await expect(tracked).toHaveCount(PAGE);
  const more = thread.getByRole('button', { name: 'Show earlier messages' });
  await expect(more).toBeVisible();
  await expectNothingOverflows(page);
  await more.click();
  await expect(tracked).toHaveCount(TOTAL);
  expect(bodies(await tracked.allTextContents())).toEqual(expected(1));
  await expect(more).toBeHidden();
  await expect(thread.getByRole('heading', { name: 'Messages' })).toBeFocused();
  await phone.close();
});
