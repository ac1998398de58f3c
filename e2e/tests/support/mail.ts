import type { APIRequestContext } from '@playwright/test';
import { METRICS_TOKEN } from '../../playwright.config';

/** The raw mails to an address, oldest first, as the real SMTP catcher received them. */
async function mailsTo(address: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:3126/messages?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as { raw: string }[]).map((m) => m.raw);
}

/**
 * Asks the catcher until `find` answers from the mails to an address (mail arrives a moment after the call).
 * Up to 25 s: the outbox sends within a second, but a send that fails (the catcher busy under the full
 * suite's load) is retried 10 s later, by design; a test must not fail for that.
 */
async function waitForMail<T>(address: string, what: string, find: (raws: string[]) => T | undefined): Promise<T> {
  const deadline = Date.now() + 25_000;
  let raws: string[] = [];
  while (Date.now() < deadline) {
    raws = await mailsTo(address);
    const found = find(raws);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  // What did arrive says why (a mail not sent yet, or sent in other words): the subjects, newest last.
  const subjects = raws.map((raw) => /^subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' '));
  throw new Error(`no ${what} mailed to ${address} in 25 s; its ${raws.length} mails: ${JSON.stringify(subjects)}`);
}

/** The newest 6-digit code mailed to an address after `after` earlier mails, read from the real SMTP catcher. */
export function mailedCode(address: string, after = 0): Promise<string> {
  // The newest mail with a code: a status mail may arrive after it. Six digits standing alone (a user
  // name may hold digits; a request code's digits follow a hyphen).
  return waitForMail(address, 'code', (raws) =>
    raws
      .slice(after)
      .map((raw) => bodyOf(raw).match(/(?<![\w-])(\d{6})(?![\w-])/)?.[1])
      .filter(Boolean)
      .at(-1),
  );
}

/** A mail's text as a mail client shows it, in any language (base64 or quoted-printable UTF-8). */
function bodyOf(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? '' : raw.slice(0, split);
  const body = split < 0 ? raw : raw.slice(split).trim();
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return decodeQp(body);
}

export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/** Quoted-printable as mail clients undo it: soft line breaks and =XX bytes, the bytes read as UTF-8 (₹). */
const decodeQp = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The path of the tracking link (`/t?k=…`) in the newest mail to an address that mentions `about` (in its
 * subject or text). The text is read as a mail client reads it: a mail with more than a few characters
 * outside ASCII (the company's name, set by another test meanwhile, say) comes base64-encoded, where a
 * search of the raw mail finds no link.
 */
export function mailedTrackingPath(address: string, about: string): Promise<string> {
  return waitForMail(
    address,
    'tracking link',
    (raws) =>
      raws
        .map((raw) => `${decodeQp(raw)}\n${bodyOf(raw)}`)
        .filter((m) => m.includes(about))
        .at(-1)
        ?.match(/\/t\?k=[A-Za-z0-9_-]{22}/)?.[0],
  );
}

/** The path of the welcome mail's link (`/set-password?k=…`) in the newest mail to an address. */
export function mailedWelcomePath(address: string): Promise<{ path: string; text: string }> {
  return waitForMail(address, 'welcome link', (raws) => {
    const text = raws.map(bodyOf).at(-1) ?? '';
    const path = text.match(/\/set-password\?k=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/)?.[0];
    return path ? { path, text } : undefined;
  });
}

/** The text of the newest mail to an address whose text mentions `about` (its status line, say). */
export function mailedText(address: string, about: string): Promise<string> {
  return waitForMail(address, `mail about ${about}`, (raws) =>
    raws
      .map(bodyOf)
      .filter((text) => text.includes(about))
      .at(-1),
  );
}

/**
 * Waits until the shared app's outboxes hold nothing still to send (its /metrics gauge): every mail queued
 * before then is in the catcher, so a test may then say that something was mailed once and only once.
 */
export async function outboxesEmpty(request: APIRequestContext): Promise<void> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const res = await request.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    const waiting = [...text.matchAll(/^outbox_waiting_messages\{[^}]*\} (\d+)/gm)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
    if (res.ok() && waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`the app's outboxes still held ${waiting} messages after 25 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
