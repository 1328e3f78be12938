import type { Role } from '@homekeep/contracts/auth';
import { configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { apiSettings } from '@/lib/api';
import { user } from '@/test/fixtures';
import {
  noSuchRoute,
  startScriptServer,
  type Answer,
  type RecordedRequest,
  type ScriptServer,
} from '@/test/script-server';

/**
 * A file's tests against a script server, signed in as `role` (`'visitor'`: no one is signed in,
 * and no cookie is set): the data layer calls it without waiting between retries, and the error
 * toasts it would show are collected in `toasts`.
 */
export function scriptedApi(role: Role | 'visitor') {
  const state = { server: undefined as unknown as ScriptServer, toasts: [] as string[] };
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 10_000 });
    Element.prototype.scrollIntoView ??= () => {};
    state.server = await startScriptServer();
    apiSettings.baseUrl = state.server.baseUrl;
    apiSettings.wait = async () => {};
    apiSettings.notifyError = (message) => state.toasts.push(message);
  });
  afterAll(() => state.server.close());
  beforeEach(() => {
    state.toasts = [];
    if (role === 'visitor') return;
    Cookies.set('accessToken', `${role}-token`, { path: '/' });
    Cookies.set('role', role, { path: '/' });
  });
  return state;
}

/** A recorded request's URL, its path and query read apart. */
export const requestUrl = (request: RecordedRequest) => new URL(request.url, 'http://x');

/**
 * A script server's answers by route (`'GET /api/v1/admin/metrics'`): `/auth` answers `role`'s
 * account, and a route not listed answers 404.
 */
export const answerRoutes =
  (role: Role, routes: Record<string, (request: RecordedRequest) => Answer>) =>
  (request: RecordedRequest): Answer => {
    const { pathname } = requestUrl(request);
    if (pathname === '/api/v1/auth') return { status: 200, json: { data: user(role) } };
    const route = Object.entries(routes).find(([key]) => `${request.method} ${pathname}` === key);
    return route ? route[1](request) : noSuchRoute();
  };
