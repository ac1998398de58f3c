import type { TestContext } from './app';

/** The product under test: the app, its staff, and one customer of this sequence. */
export interface Real {
  t: TestContext;
  staff: string;
  customer: string;
  /** A colleague on the customer's account who may raise requests but not answer charges (decision 067). */
  colleague: string;
  /** How the views name who raised or answered: the account admin's and the colleague's "Name (user name)". */
  names: { customer: string; colleague: string };
  email: string;
  customerCode: string;
}

/** A call the sequence expects to succeed: its body, or an error naming the call and its answer. */
export async function ok<T>(r: Real, url: string, body: unknown, token: string): Promise<T> {
  const res = await r.t.post<T>(url, body, token);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body;
}
