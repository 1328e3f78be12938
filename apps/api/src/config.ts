import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SlowBodyLimits } from './plugins/slow-bodies';
import type { S3Settings } from './modules/files/s3-file-storage';
import { trustedProxies, type TrustProxy } from './config-proxies';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const durationSeconds = z
  .string()
  .regex(/^\d+[smhd]?$/, 'must be a duration such as 3600, 30m, 12h or 7d')
  .transform((value) => {
    const unit = value.at(-1) ?? '';
    const amount = Number.parseInt(value, 10);
    const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit] ?? 1;
    return amount * factor;
  });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ message: 'must be a postgres:// URL' }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_TTL: durationSeconds.default(7 * 86400),
  SESSION_IDLE_TIMEOUT: durationSeconds
    .default(3 * 86400)
    .pipe(z.number().min(60, 'must be a minute at least')),
  OFFER_WINDOW: durationSeconds.default(2 * 3600),
  BODY_TIMEOUT: durationSeconds.default(10),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'must be an http(s) URL such as https://homekeep.example',
      })
      .optional(),
  ),
  OIDC_ISSUER: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  REDIS_URL: optionalText.pipe(z.url({ message: 'must be a redis:// URL' }).optional()),
  APP_NAME: z.string().min(1).default('Homekeep'),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalText,
  OPERATIONS_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  PAYMENTS_MODE: optionalText.pipe(
    z.enum(['test', 'stripe'], { message: 'must be test or stripe' }).optional(),
  ),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .default(15),
  PAYOUT_DELAY_DAYS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number of days')
    .min(0, 'must be at least 0')
    .max(90, 'must be at most 90')
    .default(2),
  WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  TRUST_PROXY: z.string().default('false').transform(trustedProxies),
  FILE_URL_TTL: durationSeconds.default(3600),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  DRAIN_DELAY: durationSeconds
    .default(0)
    .pipe(z.number().max(5, 'must be 5 seconds at most (stopping must end within 10 s)')),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ message: 'must be an http(s) URL' }).optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  RESPONSE_VALIDATION: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** A session's whole life, the token's expiry (`TOKEN_TTL`). */
  tokenTtlSeconds: number;
  /**
   * A session unused this long ends before its expiry (`SESSION_IDLE_TIMEOUT`); each use moves
   * the deadline.
   */
  sessionIdleSeconds: number;
  /** How long an order waits for an accept before it is offered more widely (`OFFER_WINDOW`). */
  offerWindowSeconds: number;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /** Where the SDK sends API calls; tests point it at a local server. Not an env variable. */
    apiBase?: StripeApiBase;
  };
  /** The site's address for links sent elsewhere (card checkout returns); else the request's. */
  publicUrl: string | undefined;
  /** Third-party sign-in; without a secret the client is public and relies on PKCE alone. */
  oidc: {
    issuer: string | undefined;
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** Plain-http issuers are refused unless this is set (only tests and local providers). */
    allowInsecureIssuer?: boolean;
  };
  redisUrl: string | undefined;
  /** Outgoing mail: without `smtpUrl` mails stay in the outbox. */
  mail: { smtpUrl: string | undefined; from: string; operationsEmail: string | undefined };
  /**
   * `test`: the built-in test checkout and the test clock; `stripe`: Stripe takes every payment
   * and neither exists.
   */
  paymentsMode: PaymentsMode;
  /**
   * What vendors are paid: the job's price less `platformFeePercent` (`PLATFORM_FEE_PERCENT`),
   * available `delayDays` after the payment (`PAYOUT_DELAY_DAYS`).
   */
  payouts: { platformFeePercent: number; delayDays: number };
  /** False: this process serves HTTP only and runs no job (WORKER=false). */
  worker: boolean;
  appName: string;
  webDistDir: string;
  /**
   * Which proxies tell the client's address and protocol (`TRUST_PROXY`): none, the nearest N
   * hops, or those at the listed addresses and networks.
   */
  trustProxy: TrustProxy;
  /**
   * Every answer checked against its route's response schema (a wrong shape is a 500). On by
   * default except in production, where answers are written by serializers compiled from the
   * same schemas (`RESPONSE_VALIDATION`).
   */
  validateResponses: boolean;
  /** Request bodies that arrive too slowly are cut off with 408 (`BODY_TIMEOUT`). */
  slowBodies: SlowBodyLimits;
  limits: Limits;
  /** The bearer token `GET /api/metrics` asks for; without it the route answers 404. */
  metricsToken: string | undefined;
  /** Seconds between readiness turning 503 on SIGTERM and the listener closing. */
  drainDelaySeconds: number;
  /** How long a file's signed address works (`FILE_URL_TTL`). */
  fileUrlTtlSeconds: number;
  /** The bucket that keeps uploads (`S3_*`); without it they are kept under `DATA_DIR`. */
  s3: S3Settings | undefined;
}

/**
 * The abuse limits. Not read from the environment: they are part of the product's promises
 * (docs/SECURITY.md); tests raise them where they are not what is being tested.
 */
export const DEFAULT_LIMITS = {
  /** Accounts created from one address per hour. */
  signUpsPerAddressPerHour: 10,
  /** Sign-in attempts from one address per 15 minutes: the hard limit (429). */
  signInsPerAddressPer15Minutes: 50,
  /** Failed sign-ins of one account within 15 minutes before each attempt is slowed down. */
  signInFailuresBeforeDelay: 5,
  /**
   * Failed sign-ins of one account within 15 minutes, from any addresses, after which attempts
   * are refused (429) unless they come from a browser the account signed in on before.
   */
  signInFailuresPerAccountPer15Minutes: 10,
  /** The longest an attempt on a much-failed account waits before its password is checked. */
  signInDelayCapMs: 8000,
  /** Current-password checks (PATCH /auth) per account per 15 minutes. */
  passwordChecksPerUserPer15Minutes: 10,
  /** Password-reset and verification mails asked for from one address (or one user) per hour. */
  accountMailsPerAddressPerHour: 10,
  /** Password-reset mails one account receives per hour; further asks answer 202 and send none. */
  accountMailsPerEmailPerHour: 3,
  /** Reset and verification tokens tried from one address per 15 minutes. */
  tokenChecksPerAddressPer15Minutes: 30,
  /** Lead forms (potential client, free demo) from one address per hour. */
  leadFormsPerAddressPerHour: 20,
  /** Upload requests per user per hour. */
  uploadsPerUserPerHour: 60,
  /** Bytes one user may keep uploaded at once. */
  uploadQuotaBytesPerUser: 200 * 1024 * 1024,
  /** Messages one user sends per hour, over all their jobs' conversations. */
  messagesPerUserPerHour: 120,
  /** Live streams one user may hold open at once in one API process. */
  streamsPerUser: 5,
};
export type Limits = typeof DEFAULT_LIMITS;

export interface StripeApiBase {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type PaymentsMode = 'test' | 'stripe';

export type { TrustProxy };

/** The pace a body must keep once `BODY_TIMEOUT` has passed: 16 KB/s, below any real line. */
const MIN_BODY_BYTES_PER_SECOND = 16 * 1024;

export class ConfigError extends Error {}

type Env = z.infer<typeof envSchema>;

/**
 * Test payments are never the silent default of a production server: there, without a Stripe
 * key, `PAYMENTS_MODE=test` must be set on purpose. Stripe mode needs its key.
 */
function paymentsModeOf(e: Env): { mode: PaymentsMode; problem?: string } {
  if (e.PAYMENTS_MODE === 'stripe' && !e.STRIPE_SECRET_KEY) {
    return { mode: 'stripe', problem: 'PAYMENTS_MODE: stripe needs STRIPE_SECRET_KEY' };
  }
  if (e.PAYMENTS_MODE) return { mode: e.PAYMENTS_MODE };
  if (e.STRIPE_SECRET_KEY) return { mode: 'stripe' };
  if (e.NODE_ENV === 'production') {
    return {
      mode: 'test',
      problem:
        'PAYMENTS_MODE: set STRIPE_SECRET_KEY, or PAYMENTS_MODE=test to run the built-in test checkout in production on purpose',
    };
  }
  return { mode: 'test' };
}

/** Parses the environment once; every bad variable is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const payments = paymentsModeOf(e);
  if (payments.problem) throw new ConfigError(`Invalid configuration:\n  ${payments.problem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    tokenTtlSeconds: e.TOKEN_TTL,
    sessionIdleSeconds: e.SESSION_IDLE_TIMEOUT,
    offerWindowSeconds: e.OFFER_WINDOW,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    oidc: {
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      // A provider on this machine (end-to-end tests, local development) speaks plain http.
      allowInsecureIssuer: /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(e.OIDC_ISSUER ?? ''),
    },
    redisUrl: e.REDIS_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${e.APP_NAME.replace(/["\\]/g, '')}" <no-reply@localhost>`,
      operationsEmail: e.OPERATIONS_EMAIL,
    },
    paymentsMode: payments.mode,
    payouts: { platformFeePercent: e.PLATFORM_FEE_PERCENT, delayDays: e.PAYOUT_DELAY_DAYS },
    worker: e.WORKER,
    appName: e.APP_NAME,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    validateResponses: e.RESPONSE_VALIDATION ?? e.NODE_ENV !== 'production',
    slowBodies: { graceSeconds: e.BODY_TIMEOUT, minBytesPerSecond: MIN_BODY_BYTES_PER_SECOND },
    limits: DEFAULT_LIMITS,
    fileUrlTtlSeconds: e.FILE_URL_TTL,
    metricsToken: e.METRICS_TOKEN,
    drainDelaySeconds: e.DRAIN_DELAY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

/** A signing key generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
