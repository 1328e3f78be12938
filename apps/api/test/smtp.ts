import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
}

/** A real SMTP server in the test process; every mail it receives is parsed and kept. */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails to one address, once at least `count` have arrived. */
    async mailsTo(address: string, count = 1) {
      const mine = () => received.filter((m) => m.to.toLowerCase() === address.toLowerCase());
      // Generous: sending waits for the write's answer, then renders and talks SMTP.
      if (!(await eventually(() => mine().length >= count, 20_000))) {
        throw new Error(`expected ${count} mail(s) to ${address}, got ${mine().length}`);
      }
      return mine();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` in a mail's text. */
export function tokenIn(text: string, path: string) {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}
