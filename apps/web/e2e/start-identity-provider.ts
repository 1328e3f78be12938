// Runs the identity provider as its own process: playwright.config.ts starts it before the
// product, on the port the product is told about.
import { startIdentityProvider } from './identity-provider';

const provider = await startIdentityProvider(
  Number(process.env.E2E_OIDC_PORT),
  `http://127.0.0.1:${process.env.E2E_PORT}`,
);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
