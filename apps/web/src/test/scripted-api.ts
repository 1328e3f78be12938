import type { Role } from '@homekeep/contracts/auth';
import { configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { apiSettings } from '@/lib/api';
import { startScriptServer, type ScriptServer } from '@/test/script-server';

/**
 * A file's tests against a script server, signed in as `role`: the data layer calls it without
 * waiting between retries, and the error toasts it would show are collected in `toasts`.
 */
export function scriptedApi(role: Role) {
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
    Cookies.set('accessToken', `${role}-token`, { path: '/' });
    Cookies.set('role', role, { path: '/' });
  });
  return state;
}
