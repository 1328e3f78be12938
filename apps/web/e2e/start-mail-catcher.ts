// Runs the mail catcher as its own process: playwright.config.ts starts it before the product,
// which sends every mail to it (SMTP_URL); the journeys read what arrived over HTTP.
import { startMailCatcher } from './mail-catcher';

const catcher = await startMailCatcher(
  Number(process.env.E2E_SMTP_PORT),
  Number(process.env.E2E_MAIL_PORT),
);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
