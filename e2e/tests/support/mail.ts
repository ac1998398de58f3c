/** The newest 6-digit code mailed to an address after `after` earlier mails, read from the real SMTP catcher. */
export async function mailedCode(address: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:3126/messages?to=${encodeURIComponent(address)}`);
    const mails = (await res.json()) as { raw: string }[];
    // The newest mail with a code: a status mail may arrive after it. Six digits standing alone (a user
    // name may hold digits; a request code's digits follow a hyphen).
    const code = mails
      .slice(after)
      .map((m) => bodyOf(m.raw).match(/(?<![\w-])(\d{6})(?![\w-])/)?.[1])
      .filter(Boolean)
      .at(-1);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${address}`);
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
  const res = await fetch(`http://127.0.0.1:3126/messages?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as unknown[]).length;
}

/** Quoted-printable as mail clients undo it: soft line breaks and =XX bytes. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The path of the tracking link (`/t?k=…`) in the newest mail to an address that mentions `about`. */
export async function mailedTrackingPath(address: string, about: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:3126/messages?to=${encodeURIComponent(address)}`);
    const mails = ((await res.json()) as { raw: string }[])
      .map((m) => decodeQp(m.raw))
      .filter((m) => m.includes(about));
    const path = mails.at(-1)?.match(/\/t\?k=[A-Za-z0-9_-]{22}/)?.[0];
    if (path) return path;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no tracking link mailed to ${address}`);
}
