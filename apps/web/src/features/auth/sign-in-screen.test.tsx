import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignInScreen } from './sign-in-screen';
import { apiSettings } from '@/lib/api';
import { user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');
let redirects: number;

const routes = [
  { path: '/sign-in', element: <SignInScreen /> },
  { path: '/', element: <p>Role home</p> },
];

async function signIn(email: string, password: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText(/^email/i), email);
  await person.type(screen.getByLabelText(/^password/i), password);
  await person.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(() => {
  api.server.stand('/auth/providers', { status: 200, json: { data: [] } });
  apiSettings.redirectToSignIn = () => {
    redirects += 1;
  };
});
beforeEach(() => {
  redirects = 0;
  api.server.script([]);
});

describe('sign-in screen', () => {
  it("says the server's refusal inside the form, not in a passing toast, and stays signed out", async () => {
    api.server.script([
      {
        status: 401,
        json: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
      },
    ]);
    const { router } = renderRoutes(routes, '/sign-in');
    await signIn('rosa@example.test', 'wrong-password');
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(api.toasts).toEqual([]);
    expect(redirects).toBe(0);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(Cookies.get('accessToken')).toBeUndefined();
  });

  it('keeps the token and role and opens / on success', async () => {
    api.server.script([
      { status: 200, json: { data: { accessToken: 'fresh', user: user('resident') } } },
    ]);
    const { router } = renderRoutes(routes, '/sign-in');
    await signIn('rosa@example.test', 'right-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(Cookies.get('accessToken')).toBe('fresh');
    expect(Cookies.get('role')).toBe('resident');
  });

  it('explains why after the server ended the session', async () => {
    sessionStorage.setItem('sessionEnded', '1');
    renderRoutes(routes, '/sign-in');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    expect(sessionStorage.getItem('sessionEnded')).toBeNull();
  });

  it("gives the server's reason when the session ended for inactivity", async () => {
    const reason = 'You were signed out after 3 days without activity. Please sign in again.';
    sessionStorage.setItem('sessionEnded', reason);
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('status')).toHaveTextContent(reason);
    expect(sessionStorage.getItem('sessionEnded')).toBeNull();
  });

  it('says nothing about a session to a plain visitor', () => {
    renderRoutes(routes, '/sign-in');
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    renderRoutes(routes, '/sign-in');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(api.server.requests).toHaveLength(0);
  });
});
