import { E2E_PHONES } from '../../phones.config';

type Sms = { to: string; templateId: string; variables: Record<string, string> };

/** The SMS the local MSG91 received for a mobile (10 digits), waiting for one that matches. */
export async function smsTo(mobile: string, match: (s: Sms) => boolean): Promise<Sms> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${E2E_PHONES.windowPort}/messages?to=91${mobile}`);
    const found = ((await res.json()) as { sms: Sms[] }).sms.filter(match).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching SMS to ${mobile}`);
}
