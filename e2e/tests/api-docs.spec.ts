import { expect, test } from '@playwright/test';

test('the API reference opens at /api/docs with every request staying on this server', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Service Application API/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error catalogue' })).toBeVisible();

  // A call opens with its example body and its error replies.
  const signIn = page.locator('#operations-login-post_api_login_authenticate');
  await signIn.locator('.opblock-summary').click();
  await expect(signIn.getByText('"username": "murugan"').first()).toBeVisible();
  await expect(signIn.getByRole('cell', { name: '429', exact: true })).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('api-docs.png'), fullPage: false });
  const elsewhere = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'));
  expect(elsewhere).toEqual([]);
  expect(requests.some((u) => u.endsWith('/api/docs/json'))).toBe(true);
  expect(problems).toEqual([]);
});
