import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A stable id, so a receiving server can recognise the same mail. */
  messageId?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Real SMTP when SMTP_URL is set; otherwise the mail (codes included) goes to the log, for the embedded default. */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        opts.log.info({ mailTo: mail.to, subject: mail.subject }, `mail (no SMTP_URL set):\n${mail.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
