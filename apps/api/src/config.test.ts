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
  });
});
