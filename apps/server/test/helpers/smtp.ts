import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtp(opts: { delayMs?: number } = {}) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        // A slow server, so that a test can stop the app while a mail is being sent.
        setTimeout(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
          done();
        }, opts.delayMs ?? 0);
      });
    },
  });
  // A client that goes away mid-mail (a server killed by a test) is expected: without a listener its
  // connection error would be thrown as an uncaught exception.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The newest 6-digit code mailed to an address after its first `after` mails, waiting up to 20 s for it. */
  async function codeFor(address: string, after = 0): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      // The newest mail with a code: a status mail may arrive after it (the outbox sends those on its own).
      const mine = mails.filter((m) => m.to.includes(address.toLowerCase())).slice(after);
      const code = mine
        .map((m) => m.raw.match(/code (?:is )?(\d{6})/)?.[1])
        .filter(Boolean)
        .at(-1);
      if (code) return code;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no code mailed to ${address}`);
  }

  /** The key of the newest welcome link (`/set-password?k=…`) mailed to an address, waiting up to 20 s. */
  /** The newest welcome link to an address, once at least `nth` mails went to it. */
  async function welcomeKeyFor(address: string, nth = 1): Promise<{ key: string; text: string; subject: string }> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const to = mails.filter((m) => m.to.includes(address.toLowerCase()));
      const mail = to.length >= nth ? to.at(-1) : undefined;
      const text = mail ? mailText(mail.raw) : '';
      const key = text.match(/\/set-password\?k=([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/)?.[1];
      if (mail && key) return { key, text, subject: mailSubject(mail.raw) };
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no welcome link mailed to ${address}`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    welcomeKeyFor,
    mails,
    codeFor,
    countFor: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** A mail's body as a mail client shows it (base64 or quoted-printable UTF-8). */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).trim();
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/content-transfer-encoding: quoted-printable/i.test(head)) return body;
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let k = 0; k < text.length; k++) {
    const hex = text[k] === '=' ? text.slice(k + 1, k + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      k += 2;
    } else bytes.push(text.charCodeAt(k));
  }
  return Buffer.from(bytes).toString('utf8');
}
/** The subject as a mail client shows it (RFC 2047 encoded words). */
export function mailSubject(raw: string): string {
  const line = raw.match(/^subject: ((?:.*)(?:\r?\n[ \t].*)*)/im)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, '%$1')),
    );
}
