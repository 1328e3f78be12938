import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  backoffDelay,
  createBaseQuery,
  messageFor,
  shouldRetry,
  TRANSPORT_MESSAGES,
  type BaseQuerySettings,
  type RequestArgs,
} from '@/lib/api';
import { startScriptServer, type ScriptServer } from '@/test/script-server';

let server: ScriptServer;
let toasts: string[];
let redirects: number;
let reasons: (string | undefined)[];
let waits: number[];

const settings = (overrides: Partial<BaseQuerySettings> = {}): BaseQuerySettings => ({
  baseUrl: server.baseUrl,
  // Long enough that a busy machine's slow answer is not taken for a timeout and tried again.
  timeoutMs: 10_000,
  redirectToSignIn: (reason) => {
    redirects += 1;
    reasons.push(reason);
  },
  notifyError: (message) => toasts.push(message),
  wait: async (ms) => {
    waits.push(ms);
  },
  ...overrides,
});

const queryApi = (endpoint = 'test'): BaseQueryApi => {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint,
    type: 'query',
  };
};

const run = (args: RequestArgs, overrides?: Partial<BaseQuerySettings>, endpoint?: string) =>
  createBaseQuery(settings(overrides))(args, queryApi(endpoint), {});

const serverError = (status: number, message: string) => ({
  status,
  json: { statusCode: status, error: 'Error', message },
});

beforeAll(async () => {
  server = await startScriptServer();
});
afterAll(() => server.close());
beforeEach(() => {
  toasts = [];
  redirects = 0;
  reasons = [];
  waits = [];
});

describe('base query against a real HTTP server', () => {
  it('sends the access token cookie as a bearer token and returns the data', async () => {
    Cookies.set('accessToken', 'token-123', { path: '/' });
    server.script([{ status: 200, json: { data: { id: 'u1' } } }]);
    const result = await run('/auth');
    expect(result.data).toEqual({ data: { id: 'u1' } });
    expect(server.requests[0]?.authorization).toBe('Bearer token-123');
    expect(server.requests[0]?.url).toBe('/api/v1/auth');
    expect(toasts).toEqual([]);
  });

  it('retries a failing read 5 times with growing delays, then shows the message once', async () => {
    server.script([], () => serverError(503, 'The database is not answering'));
    const result = await run('/maintenance-plans');
    expect(server.requests).toHaveLength(6);
    expect(waits).toEqual([300, 600, 1200, 2400, 4800]);
    expect((result.error as FetchBaseQueryError).status).toBe(503);
    expect(toasts).toEqual(['The database is not answering']);
  });

  it('stops retrying as soon as a read succeeds', async () => {
    server.script([serverError(500, 'Oops'), serverError(502, 'Oops'), { status: 200, json: {} }]);
    const result = await run('/banners');
    expect(server.requests).toHaveLength(3);
    expect(result.error).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('retries a read when the connection drops', async () => {
    server.script([{ destroy: true }, { destroy: true }, { status: 200, json: { ok: true } }]);
    const result = await run('/banners');
    expect(server.requests).toHaveLength(3);
    expect(result.data).toEqual({ ok: true });
  });

  it('sends every retry of a request where its first attempt went, though the settings move', async () => {
    const other = await startScriptServer();
    try {
      other.script([], () => ({ status: 200, json: { from: 'other' } }));
      server.script([serverError(503, 'Busy'), { status: 200, json: { from: 'first' } }]);
      const moving = settings();
      moving.wait = async () => {
        moving.baseUrl = other.baseUrl;
      };
      const result = await createBaseQuery(moving)('/banners', queryApi(), {});
      expect(result.data).toEqual({ from: 'first' });
      expect(server.requests).toHaveLength(2);
      expect(other.requests).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('never retries a 4xx answer', async () => {
    server.script([], () => serverError(404, 'Maintenance plan not found'));
    const result = await run('/maintenance-plans/x');
    expect(server.requests).toHaveLength(1);
    expect((result.error as FetchBaseQueryError).status).toBe(404);
    expect(toasts).toEqual(['Maintenance plan not found']);
  });

  it('does not repeat a write the server may have applied', async () => {
    server.script([], () => serverError(500, 'Something broke'));
    await run({ url: '/properties', method: 'POST', body: { name: 'Home' } });
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('retries a write when no connection could be made', async () => {
    const closed = await startScriptServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const result = await run({ url: '/properties', method: 'POST', body: {} }, { baseUrl });
    expect(waits).toHaveLength(5);
    expect((result.error as FetchBaseQueryError).status).toBe('FETCH_ERROR');
    expect(toasts).toEqual([TRANSPORT_MESSAGES.FETCH_ERROR]);
  });

  it('on a 401 to a request with a token, clears the session and goes to sign-in', async () => {
    Cookies.set('accessToken', 'expired', { path: '/' });
    Cookies.set('role', 'resident', { path: '/' });
    server.script([serverError(401, 'Your session has ended')]);
    await run('/auth');
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('role')).toBeUndefined();
    expect(redirects).toBe(1);
    expect(reasons).toEqual(['Your session has ended']);
    expect(server.requests).toHaveLength(1);
  });

  it('takes the reason a session ended for inactivity to the sign-in page', async () => {
    Cookies.set('accessToken', 'idle', { path: '/' });
    const reason = 'You were signed out after 3 days without activity. Please sign in again.';
    server.script([serverError(401, reason)]);
    await run('/properties');
    expect(reasons).toEqual([reason]);
    expect(toasts).toEqual([]);
  });

  it('gives the reference of a failure on the server, for people to quote to support', async () => {
    const failure = {
      status: 500,
      json: {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again in a moment.',
        requestId: '6f1c2a9e-1b7d-4d2e-9a55-0c8e1f3b7a42',
      },
    };
    server.script([failure]);
    await run({ url: '/properties', method: 'POST', body: {} });
    expect(toasts).toEqual([
      'Something went wrong on our side. Please try again in a moment. (Reference: 6f1c2a9e-1b7d-4d2e-9a55-0c8e1f3b7a42)',
    ]);
  });

  it('treats a 401 without a token (a failed sign-in) as an ordinary error', async () => {
    server.script([serverError(401, 'Invalid email or password')]);
    const result = await run({ url: '/auth/sign-in', method: 'POST', body: {} });
    expect(server.requests[0]?.authorization).toBeUndefined();
    expect((result.error as FetchBaseQueryError).status).toBe(401);
    expect(redirects).toBe(0);
    expect(toasts).toEqual(['Invalid email or password']);
  });

  it('signs in without the old token, so a stale cookie is not a reason to sign out', async () => {
    Cookies.set('accessToken', 'stale', { path: '/' });
    server.script([serverError(401, 'Invalid email or password')]);
    await run({ url: '/auth/sign-in', method: 'POST', body: {} }, {}, 'signIn');
    expect(server.requests[0]?.authorization).toBeUndefined();
    expect(redirects).toBe(0);
    expect(toasts).toEqual(['Invalid email or password']);
  });

  it('tells a timeout apart', async () => {
    server.script([{ status: 200, json: {}, delayMs: 400 }]);
    const result = await run({ url: '/auth/sign-up', method: 'POST', body: {} }, { timeoutMs: 50 });
    expect((result.error as FetchBaseQueryError).status).toBe('TIMEOUT_ERROR');
    expect(toasts).toEqual([TRANSPORT_MESSAGES.TIMEOUT_ERROR]);
  });

  it('tells an unreadable answer apart', async () => {
    server.script([{ status: 200, text: '<html>proxy page</html>' }]);
    const result = await run('/banners');
    expect((result.error as FetchBaseQueryError).status).toBe('PARSING_ERROR');
    expect(server.requests).toHaveLength(1);
    expect(toasts).toEqual([TRANSPORT_MESSAGES.PARSING_ERROR]);
  });
});

describe('pure rules', () => {
  const status = (value: number | 'FETCH_ERROR'): FetchBaseQueryError =>
    value === 'FETCH_ERROR'
      ? { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }
      : { status: value, data: undefined };

  it('allows at most 5 retries', () => {
    expect(shouldRetry(status(500), 'GET', 5)).toBe(true);
    expect(shouldRetry(status(500), 'GET', 6)).toBe(false);
  });

  it('retries writes only on a connection failure', () => {
    expect(shouldRetry(status('FETCH_ERROR'), 'POST', 1)).toBe(true);
    expect(shouldRetry(status(503), 'PUT', 1)).toBe(false);
    expect(shouldRetry({ status: 'TIMEOUT_ERROR', error: 'timeout' }, 'PATCH', 1)).toBe(false);
  });

  it('never retries 4xx', () => {
    for (const code of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(status(code), 'GET', 1)).toBe(false);
    }
  });

  it('backs off exponentially from 300 ms, capped at 5 steps', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoffDelay)).toEqual([
      300, 600, 1200, 2400, 4800, 4800, 4800,
    ]);
  });

  it('words each failure for people', () => {
    expect(messageFor({ status: 409, data: { message: 'This email is already registered' } })).toBe(
      'This email is already registered',
    );
    expect(messageFor({ status: 500, data: '<html>' })).toMatch(/500/);
    expect(messageFor({ status: 404, data: { message: 'Not here', requestId: 'r-1' } })).toBe(
      'Not here',
    );
    expect(messageFor({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' })).toBe(
      TRANSPORT_MESSAGES.PARSING_ERROR,
    );
    expect(new Set(Object.values(TRANSPORT_MESSAGES)).size).toBe(3);
  });
});
