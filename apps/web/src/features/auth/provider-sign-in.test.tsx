import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  readProviderAnswer,
  rememberAttempt,
  type ProviderAttempt,
} from './provider-sign-in';
import { ResidentSignUpScreen } from './resident-sign-up-screen';
import { SignInScreen } from './sign-in-screen';
import { VendorSignUpScreen } from './vendor-sign-up-screen';
import { apiSettings } from '@/lib/api';
import { user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { startScriptServer, type ScriptServer } from '@/test/script-server';

const google = {
  id: 'google' as const,
  name: 'Google',
  authorizationEndpoint: 'https://accounts.example.test/o/oauth2/auth',
  clientId: 'homekeep-web',
  scope: 'openid email profile',
};

const routes = [
  { path: '/sign-in', element: <SignInScreen /> },
  { path: '/sign-up/resident', element: <ResidentSignUpScreen /> },
  { path: '/sign-up/vendor', element: <VendorSignUpScreen /> },
  { path: '/', element: <p>Role home</p> },
];

let server: ScriptServer;
let toasts: string[];

const attempt = (overrides: Partial<ProviderAttempt> = {}): ProviderAttempt => ({
  state: 'state-kept-before-leaving',
  role: 'resident',
  providerId: 'google',
  providerName: 'Google',
  ...overrides,
});

/** The browser as the provider sends it back: /sign-in with its answer in the fragment. */
const comeBackWith = (fragment: string) =>
  window.history.replaceState(null, '', `/sign-in#${fragment}`);

const signInRequests = () => server.requests.filter((r) => r.url.endsWith('/auth/sign-in'));

beforeAll(async () => {
  server = await startScriptServer();
  apiSettings.baseUrl = server.baseUrl;
  apiSettings.notifyError = (message) => toasts.push(message);
});
afterAll(() => server.close());
beforeEach(() => {
  toasts = [];
  server.script([]);
  server.stand('/auth/providers', { status: 200, json: { data: [google] } });
});
afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('third-party sign-in buttons', () => {
  it('are not there when no provider is set up', async () => {
    server.stand('/auth/providers', { status: 200, json: { data: [] } });
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByLabelText(/^email/i)).toBeInTheDocument();
    await waitFor(() => expect(server.requests).toHaveLength(0));
    expect(screen.queryByRole('button', { name: /continue with/i })).not.toBeInTheDocument();
  });

  it.each([
    ['/sign-in', 'resident'],
    ['/sign-up/resident', 'resident'],
    ['/sign-up/vendor', 'vendor'],
  ])('on %s keep a random state and the role %s before leaving', async (path, role) => {
    renderRoutes(routes, path);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const kept = JSON.parse(sessionStorage.getItem('providerSignIn') ?? '{}');
    expect(kept).toMatchObject({ role, providerId: 'google', providerName: 'Google' });
    expect(kept.state).toMatch(/^[0-9a-f]{32}$/);
  });

  it("ask the provider for a token sent back to /sign-in, with the client's settings", () => {
    const url = new URL(authorizationUrl(google, 'https://homekeep.test/sign-in', 'abc'));
    expect(url.origin + url.pathname).toBe(google.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'token',
      client_id: 'homekeep-web',
      redirect_uri: 'https://homekeep.test/sign-in',
      scope: 'openid email profile',
      state: 'abc',
    });
  });
});

describe('coming back from the provider', () => {
  it('sends the token with the kept role, clears the fragment and starts the session', async () => {
    rememberAttempt(attempt({ role: 'vendor' }));
    comeBackWith(
      'access_token=token-from-google&token_type=Bearer&state=state-kept-before-leaving',
    );
    server.script([
      {
        status: 200,
        delayMs: 300,
        json: { data: { accessToken: 'session-token', user: user('vendor') } },
      },
    ]);
    const { router } = renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in with Google...');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(signInRequests()[0]?.body ?? '{}')).toEqual({
      provider: 'google',
      accessToken: 'token-from-google',
      role: 'vendor',
    });
    expect(signInRequests()[0]?.authorization).toBeUndefined();
    expect(Cookies.get('accessToken')).toBe('session-token');
    expect(Cookies.get('role')).toBe('vendor');
    expect(sessionStorage.getItem('providerSignIn')).toBeNull();
  });

  it('refuses an answer whose state does not match, without calling the server', async () => {
    rememberAttempt(attempt());
    comeBackWith('access_token=planted-token&state=someone-elses-state');
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be verified/);
    expect(window.location.hash).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signInRequests()).toHaveLength(0);
    expect(Cookies.get('accessToken')).toBeUndefined();
  });

  it('refuses an answer when no sign-in was started in this tab', async () => {
    comeBackWith('access_token=planted-token&state=state-kept-before-leaving');
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be verified/);
    expect(signInRequests()).toHaveLength(0);
  });

  it('says so when the person cancelled at the provider', async () => {
    rememberAttempt(attempt());
    comeBackWith('error=access_denied&state=state-kept-before-leaving');
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with Google was cancelled.',
    );
    expect(window.location.hash).toBe('');
    expect(signInRequests()).toHaveLength(0);
    expect(screen.getByLabelText(/^email/i)).toBeInTheDocument();
  });

  it("shows the form again with the server's message when the API refuses the token", async () => {
    rememberAttempt(attempt());
    comeBackWith('access_token=expired&state=state-kept-before-leaving');
    const message = 'The identity provider did not accept this sign-in.';
    server.script([{ status: 401, json: { statusCode: 401, error: 'Unauthorized', message } }]);
    const { router } = renderRoutes(routes, '/sign-in');
    await waitFor(() => expect(toasts).toEqual([message]));
    expect(await screen.findByLabelText(/^email/i)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('reading the provider answer', () => {
  it('tells a token, an error and nothing apart', () => {
    expect(readProviderAnswer('#access_token=t&state=s')).toEqual({
      kind: 'token',
      accessToken: 't',
      state: 's',
    });
    expect(readProviderAnswer('#error=access_denied&state=s')).toEqual({
      kind: 'error',
      error: 'access_denied',
      state: 's',
    });
    expect(readProviderAnswer('')).toEqual({ kind: 'none' });
  });
});
