import type { TestContext } from './app';

/** A letterhead as an admin fills it in: a fresh install starts with an empty one. */
export const LETTERHEAD = { name: 'Kaveri Electronics Service', address: '5 Mount Road, Chennai 600002' };

/** The company's settings as the admin's form saves them, the empty name and address of a fresh install filled. */
export async function companyForm(t: Pick<TestContext, 'post'>, token: string) {
  const res = await t.post<{ company_details: Record<string, unknown> }>('/admin/getCompanySettings', {}, token);
  const { logo_url: _l, channels_available: _c, ...details } = res.body.company_details;
  return { ...details, name: details.name || LETTERHEAD.name, address: details.address || LETTERHEAD.address };
}
