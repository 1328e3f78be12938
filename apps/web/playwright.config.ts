import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/fixtures';
import { E2E_CLIENT_ID, E2E_CLIENT_SECRET } from './e2e/identity-provider';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

// The config is evaluated in the runner and again in every worker: the port and the data
// directory are chosen once, in the runner, and handed to the workers through the environment.
const freePort = () =>
  execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  ).trim();
process.env.E2E_PORT ??= freePort();
// The identity provider (e2e/identity-provider.ts, oidc-provider) listens here; the product is told so.
process.env.E2E_OIDC_PORT ??= freePort();
// The mail catcher (e2e/mail-catcher.ts) takes the product's mail over SMTP on one port and
// answers the journeys' questions about it over HTTP on the other.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'homekeep-e2e-'));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const issuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const mailReader = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;
const browser = { ...devices['Desktop Chrome'] };
// Journeys that move the product's clock end in `.clock.spec.ts`.
const movesTheClock = /\.clock\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  // One browser at a time: on two cores, the product, two browsers and the runner starved each
  // other, and a page could stay on "Loading page" past the test's time (seen in CI).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.reports/e2e.json') }]],
  outputDir: path.join(root, '.reports/e2e-results'),
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // A trace records every step's screen: the browser spent about as long on it as on the
    // journeys. A journey that fails records one when it is tried again.
    trace: 'on-first-retry',
    // The journeys' person asks for less motion: dialogs open at once, so that what the test
    // checks (axe's contrast, say) is the dialog, not a frame of its fade.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The clock moves for everyone on the server, so the journeys that move it run after all
    // the others (as their teardown project), one at a time. A run of a single other file runs
    // them too; `--no-deps` leaves them out.
    { name: 'chromium', use: browser, testIgnore: movesTheClock, teardown: 'test-clock' },
    { name: 'test-clock', use: browser, testMatch: movesTheClock, workers: 1 },
  ],
  webServer: [
    {
      // Its own binary rather than npx, so that stopping the process stops the server.
      command: '../../node_modules/.bin/tsx e2e/start-identity-provider.ts',
      cwd: here,
      url: `${issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_OIDC_PORT: process.env.E2E_OIDC_PORT, E2E_PORT: process.env.E2E_PORT },
    },
    {
      command: '../../node_modules/.bin/tsx e2e/start-mail-catcher.ts',
      cwd: here,
      url: `${mailReader}/mails`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
    },
    {
      // An operator is made from the command line first, on the same DATA_DIR; `exec` leaves
      // the server as the process the runner stops.
      command:
        '../../node_modules/.bin/tsx ../api/src/scripts/create-admin.ts --email "$E2E_ADMIN_EMAIL" ' +
        '--password "$E2E_ADMIN_PASSWORD" --first-name "$E2E_ADMIN_FIRST_NAME" ' +
        '--last-name "$E2E_ADMIN_LAST_NAME" && exec node ../api/dist/main.js',
      cwd: here,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 150_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOST: '127.0.0.1',
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: E2E_CLIENT_ID,
        OIDC_CLIENT_SECRET: E2E_CLIENT_SECRET,
        // Journeys register many people through the API, each from an address of its own
        // (X-Forwarded-For), so that the per-address sign-up limit stays what it is in production.
        TRUST_PROXY: 'loopback',
        // Every mail goes to the catcher, where the journeys read it.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // Sessions follow the product clock: the clock journeys move it months ahead and their
        // people (the operator on the Test clock screen too) stay signed in, as the README's tour
        // advises.
        TOKEN_TTL: '400d',
        SESSION_IDLE_TIMEOUT: '400d',
        E2E_ADMIN_EMAIL: E2E_ADMIN.email,
        E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
        E2E_ADMIN_FIRST_NAME: E2E_ADMIN.firstName,
        E2E_ADMIN_LAST_NAME: E2E_ADMIN.lastName,
      },
    },
  ],
});
