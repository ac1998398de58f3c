import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { appendPrivateFile, framed, type Notices } from '../lib/notices';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A stable id, so a receiving server can recognise the same mail. */
  messageId?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * The code or link the reader waits for on a screen (sign-up, reset, tracking codes; the welcome link):
   * without SMTP it is framed in the log, where the person running the server looks for it (decision 096).
   */
  awaited?: { what: 'Code' | 'Link'; value: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Without SMTP, the data folder's mailbox: every mail in full, readable only by the server's user. */
export const MAIL_LOG_FILE = 'mail-log.txt';

/**
 * Real SMTP when SMTP_URL is set. Otherwise (the embedded default) each mail is added in full to
 * `mailLog` (0600) and named in one log line; a code or link someone waits for is also framed in the log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  mailLog: string;
  notices: Notices;
}): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        const at = new Date().toISOString();
        await appendPrivateFile(
          opts.mailLog,
          `----- ${at}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${attachmentsLine(mail)}\n`,
        );
        opts.log.info(
          { mailTo: mail.to, subject: mail.subject, file: opts.mailLog },
          'mail kept in the mail log (no SMTP_URL)',
        );
        if (mail.awaited) {
          opts.notices(
            framed([
              `Mail (no SMTP_URL set) ${at}`,
              `To:      ${mail.to}`,
              `Subject: ${mail.subject}`,
              `${mail.awaited.what}:${' '.repeat(8 - mail.awaited.what.length)} ${mail.awaited.value}`,
              `The whole mail: ${opts.mailLog}`,
            ]),
          );
        }
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send({ awaited: _shownOnlyWithoutSmtp, ...mail }) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

const attachmentsLine = (mail: Mail) =>
  mail.attachments?.length ? `(attached: ${mail.attachments.map((a) => a.filename).join(', ')})\n` : '';
