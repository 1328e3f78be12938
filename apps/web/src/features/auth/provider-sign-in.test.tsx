import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as providerSignIn from './provider-sign-in';
import { ResidentSignUpScreen } from './resident-sign-up-screen';
import { SignInScreen } from './sign-in-screen';
import { VendorSignUpScreen } from './vendor-sign-up-screen';
import { user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const google = {
  id: 'google' as const,
  name: 'Google',
  startUrl: '/api/v1/auth/oidc/google/start',
};

const routes = [
  { path: '/sign-in', element: <SignInScreen /> },
  { path: '/sign-up/resident', element: <ResidentSignUpScreen /> },
  { path: '/sign-up/vendor', element: <VendorSignUpScreen /> },
  { path: '/', element: <p>Role home</p> },
];

const api = scriptedApi('visitor');
let left: string[];

/** The browser as the API sends it back: /sign-in with the outcome in the fragment. */
const comeBackWith = (fragment: string) =>
  window.history.replaceState(null, '', `/sign-in#${fragment}`);

beforeEach(() => {
  left = [];
  // A full navigation would leave jsdom: record where the browser was sent instead.
  vi.spyOn(providerSignIn, 'leaveForProvider').mockImplementation((url) => void left.push(url));
  api.server.script([]);
  api.server.stand('/auth/providers', { status: 200, json: { data: [google] } });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('third-party sign-in buttons', () => {
  it('are not there when no provider is set up', async () => {
    api.server.stand('/auth/providers', { status: 200, json: { data: [] } });
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByLabelText(/^email/i)).toBeInTheDocument();
    await waitFor(() => expect(api.server.requests).toHaveLength(0));
    expect(screen.queryByRole('button', { name: /continue with/i })).not.toBeInTheDocument();
  });

  it.each([
    ['/sign-in', 'resident'],
    ['/sign-up/resident', 'resident'],
    ['/sign-up/vendor', 'vendor'],
  ])('on %s send the browser to the API’s start URL with the role %s', async (path, role) => {
    renderRoutes(routes, path);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(left).toEqual([`/api/v1/auth/oidc/google/start?role=${role}`]);
  });
});

describe('coming back from the provider', () => {
  it('says so when the person cancelled, and clears the fragment', async () => {
    comeBackWith('provider-error=cancelled');
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with Google was cancelled.',
    );
    expect(window.location.hash).toBe('');
    expect(screen.getByLabelText(/^email/i)).toBeInTheDocument();
  });

  it('explains an unverified email', async () => {
    comeBackWith('provider-error=unverified_email');
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(/has not verified this email/);
  });

  it('asks once for the password of an existing account, then links it and signs in', async () => {
    comeBackWith('provider-link=the-ticket&email=rosa%40example.test');
    api.server.script([
      { status: 200, json: { data: { accessToken: 'linked-session', user: user('resident') } } },
    ]);
    const { router } = renderRoutes(routes, '/sign-in');
    expect(await screen.findByText(/rosa@example.test already has an account/)).toBeVisible();
    expect(window.location.hash).toBe('');
    await userEvent.type(screen.getByLabelText(/^password/i), 'my old password');
    await userEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const request = api.server.requests.find((r) => r.url.endsWith('/auth/oidc/link'));
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      ticket: 'the-ticket',
      password: 'my old password',
    });
    expect(Cookies.get('accessToken')).toBe('linked-session');
  });

  it('shows the server’s message when the password is wrong, and stays', async () => {
    comeBackWith('provider-link=the-ticket&email=rosa%40example.test');
    const message = 'Invalid email or password';
    api.server.script([{ status: 401, json: { statusCode: 401, error: 'Unauthorized', message } }]);
    const { router } = renderRoutes(routes, '/sign-in');
    await userEvent.type(await screen.findByLabelText(/^password/i), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(api.toasts).toEqual([message]));
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('reading the answer', () => {
  it('tells an error, a link ticket and nothing apart', () => {
    expect(providerSignIn.readProviderAnswer('#provider-error=expired')).toEqual({
      kind: 'error',
      reason: 'expired',
    });
    expect(providerSignIn.readProviderAnswer('#provider-link=t&email=a%40b.c')).toEqual({
      kind: 'link',
      ticket: 't',
      email: 'a@b.c',
    });
    expect(providerSignIn.readProviderAnswer('')).toEqual({ kind: 'none' });
  });
});
