import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Hands a mail to the SMTP server; throws when the server does not take it. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A mailer over `SMTP_URL` (`smtp://user:pass@host:port`, `smtps://` for TLS from the start).
 * A plain `smtp://` server on this machine (a local catcher, tests) is spoken to without TLS.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const local = /^smtp:\/\/([^@/]*@)?(127\.0\.0\.1|localhost)[:/]?/.test(smtpUrl);
  // nodemailer reads transport options from the URL's query.
  const url = new URL(smtpUrl);
  url.searchParams.set('connectionTimeout', '10000');
  url.searchParams.set('greetingTimeout', '10000');
  url.searchParams.set('socketTimeout', '20000');
  if (local) url.searchParams.set('ignoreTLS', 'true');
  // Loaded only when SMTP is configured (about 15 MB of memory).
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport(url.toString(), { from });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
