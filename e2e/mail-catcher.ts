import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the browser tests, with an HTTP window onto what it received. */
const SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 3125);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 3126);
const mails: { to: string[]; raw: string; at: number }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, at: Date.now() });
      done();
    });
  },
});
// A dropped client connection must not stop the catcher the other tests need.
smtp.on('error', () => {});
smtp.listen(SMTP_PORT, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/health') return res.end('ok');
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
  })
  .listen(HTTP_PORT, '127.0.0.1');

const stop = () => {
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
