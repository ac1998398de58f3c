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

  /** The newest 6-digit code mailed to an address after its first `after` mails, waiting up to 5 s for it. */
  async function codeFor(address: string, after = 0): Promise<string> {
    const deadline = Date.now() + 5000;
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

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor,
    countFor: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
