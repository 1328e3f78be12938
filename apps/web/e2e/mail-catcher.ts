import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the end-to-end catcher received it over SMTP. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const addressesOf = (field: Awaited<ReturnType<typeof simpleParser>>['to']) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => (entry.address ?? '').toLowerCase());

/**
 * A real SMTP server for the product under test (its `SMTP_URL`), and a tiny HTTP reader for
 * the journeys: `GET /mails?to=<address>` answers `{data: CaughtMail[]}` in the order received.
 */
export async function startMailCatcher(smtpPort: number, httpPort: number) {
  const caught: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          caught.push({
            to: addressesOf(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          });
          done();
        })
        .catch(done);
    },
  });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (req.method !== 'GET' || url.pathname !== '/mails') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const data = to ? caught.filter((mail) => mail.to.includes(to)) : caught;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
