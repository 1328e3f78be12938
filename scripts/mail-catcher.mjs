// `npm run mail`: a local SMTP catcher for development. Start it, then start the product with
// SMTP_URL=smtp://127.0.0.1:1025; every mail is printed here (subject, recipient, text part)
// and kept as <time>-<subject>.html and .txt under .reports/mail/ to open in a browser.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_PORT ?? 1025);
const dir = path.resolve(import.meta.dirname, '../.reports/mail');
mkdirSync(dir, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${(mail.subject ?? 'mail')
          .replace(/[^a-z0-9]+/gi, '-')
          .slice(0, 40)}`;
        writeFileSync(
          path.join(dir, `${name}.html`),
          typeof mail.html === 'string' ? mail.html : '',
        );
        writeFileSync(path.join(dir, `${name}.txt`), mail.text ?? '');
        console.log(`\n── to ${mail.to?.text ?? '?'} · ${mail.subject ?? ''}\n${mail.text ?? ''}`);
        console.log(`   saved as .reports/mail/${name}.html`);
        done();
      })
      .catch(done);
  },
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Catching mail on smtp://127.0.0.1:${port} (Ctrl+C to stop).`);
  console.log(`Start the product with: SMTP_URL=smtp://127.0.0.1:${port} npm start`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
