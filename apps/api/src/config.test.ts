import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'homekeep-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appName).toBe('Homekeep');
    expect(config.tokenTtlSeconds).toBe(7 * 86400);
    expect(config.sessionIdleSeconds).toBe(3 * 86400);
  });

  it('generates the signing key once into DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('lists every bad variable at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        JWT_SECRET: 'short',
        TOKEN_TTL: 'soon',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'TOKEN_TTL'])
        expect(message).toContain(name);
    }
  });

  it('reads durations with units', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_TTL: '12h' }).tokenTtlSeconds).toBe(43200);
    expect(loadConfig({ DATA_DIR: dataDir() }).offerWindowSeconds).toBe(7200);
    expect(loadConfig({ DATA_DIR: dataDir(), OFFER_WINDOW: '30m' }).offerWindowSeconds).toBe(1800);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OFFER_WINDOW: 'soon' })).toThrow(/OFFER_WINDOW/);
    const idle = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), SESSION_IDLE_TIMEOUT: value });
    expect(idle('14d').sessionIdleSeconds).toBe(14 * 86400);
    expect(() => idle('30s')).toThrow(/SESSION_IDLE_TIMEOUT: must be a minute at least/);
  });

  it('reads the platform fee and the payout delay, 15 % and 2 days by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payouts).toEqual({
      platformFeePercent: 15,
      delayDays: 2,
    });
    const set = { DATA_DIR: dataDir(), PLATFORM_FEE_PERCENT: '12.5', PAYOUT_DELAY_DAYS: '7' };
    expect(loadConfig(set).payouts).toEqual({ platformFeePercent: 12.5, delayDays: 7 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLATFORM_FEE_PERCENT: '120' })).toThrow(
      /PLATFORM_FEE_PERCENT/,
    );
  });
});

describe('PAYMENTS_MODE', () => {
  const base = () => ({ DATA_DIR: dataDir() });

  it('is test without a Stripe key and stripe with one, outside production', () => {
    expect(loadConfig(base()).paymentsMode).toBe('test');
    expect(loadConfig({ ...base(), STRIPE_SECRET_KEY: 'sk_test_x' }).paymentsMode).toBe('stripe');
  });

  it('refuses to start a production server with the test checkout unless asked for on purpose', () => {
    const attempt = () => loadConfig({ ...base(), NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PAYMENTS_MODE/);
    const chosen = loadConfig({ ...base(), NODE_ENV: 'production', PAYMENTS_MODE: 'test' });
    expect(chosen.paymentsMode).toBe('test');
    const stripe = loadConfig({
      ...base(),
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
    });
    expect(stripe.paymentsMode).toBe('stripe');
  });

  it('refuses stripe mode without a key, and any other value', () => {
    expect(() => loadConfig({ ...base(), PAYMENTS_MODE: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...base(), PAYMENTS_MODE: 'free' })).toThrow(/PAYMENTS_MODE/);
  });

  it('runs jobs unless WORKER=false', () => {
    expect(loadConfig(base()).worker).toBe(true);
    expect(loadConfig({ ...base(), WORKER: 'false' }).worker).toBe(false);
  });
});

describe('TRUST_PROXY (security finding 1)', () => {
  const trustOf = (value: string) =>
    loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;

  it('is a number of hops or a list of proxy addresses and networks', () => {
    expect(trustOf('false')).toBe(false);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('10.0.0.0/8, 127.0.0.1 ,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'proxy.example'])(
    'refuses %j at start, saying why',
    (value) => {
      expect(() => trustOf(value)).toThrow(ConfigError);
      expect(() => trustOf(value)).toThrow(/TRUST_PROXY: .*number of proxy hops.*addresses/);
    },
  );
});
