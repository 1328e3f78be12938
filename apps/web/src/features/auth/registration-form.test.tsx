import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResidentSignUpScreen } from './resident-sign-up-screen';
import { VendorSignUpScreen } from './vendor-sign-up-screen';
import { user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');

const routes = [
  { path: '/sign-up/resident', element: <ResidentSignUpScreen /> },
  { path: '/sign-up/vendor', element: <VendorSignUpScreen /> },
  { path: '/', element: <p>Role home</p> },
];

beforeAll(() => {
  api.server.stand('/auth/providers', { status: 200, json: { data: [] } });
});
beforeEach(() => {
  api.server.script([]);
});

async function fill(values: Record<string, string>, { acceptTerms = true } = {}) {
  const person = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await person.type(screen.getByLabelText(new RegExp(`^${label}`, 'i')), value);
  }
  if (acceptTerms) await person.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await person.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('registration form', () => {
  it('explains every missing or invalid field in words and sends nothing', async () => {
    renderRoutes(routes, '/sign-up/resident');
    await fill({ email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(api.server.requests).toHaveLength(0);
  });

  it('focuses the first invalid field on screen, not the password', async () => {
    renderRoutes(routes, '/sign-up/resident');
    await fill({ password: 'short' });
    await waitFor(() => expect(screen.getByLabelText(/^first name/i)).toHaveFocus());
  });

  it('asks to accept the terms and the privacy policy, with links to both', async () => {
    renderRoutes(routes, '/sign-up/resident');
    await fill(
      {
        'first name': 'Rosa',
        'last name': 'Vale',
        email: 'rosa@example.test',
        password: 'long-enough-1',
      },
      { acceptTerms: false },
    );
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(
      await screen.findByText('Accept the terms and the privacy policy to create an account'),
    ).toBeInTheDocument();
    await waitFor(() => expect(terms).toHaveFocus());
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(api.server.requests).toHaveLength(0);
  });

  it('accepts an empty phone but not a wrong one', async () => {
    renderRoutes(routes, '/sign-up/resident');
    await fill({ phone: 'abc' });
    expect(
      await screen.findByText('Phone must be a valid phone number, such as (406) 555-0142'),
    ).toBeInTheDocument();
  });

  it('takes a phone number written the usual way, with parentheses', async () => {
    api.server.script([
      { status: 201, json: { data: { accessToken: 'new-token', user: user('resident') } } },
    ]);
    const { router } = renderRoutes(routes, '/sign-up/resident');
    await fill({
      'first name': 'Rosa',
      'last name': 'Example',
      email: 'rosa@example.test',
      phone: '(406) 555-0142',
      password: 'long-enough-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(api.server.requests[0]?.body ?? '{}')).toMatchObject({
      phone: '(406) 555-0142',
    });
  });

  it('asks vendors for their company name', async () => {
    renderRoutes(routes, '/sign-up/vendor');
    await fill({ 'first name': 'Victor' });
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('registers, keeps the token and role, and opens /', async () => {
    api.server.script([
      { status: 201, json: { data: { accessToken: 'new-token', user: user('vendor') } } },
    ]);
    const { router } = renderRoutes(routes, '/sign-up/vendor');
    await fill({
      'company name': 'Fixit Ltd',
      'first name': 'Victor',
      'last name': 'Example',
      email: 'victor@example.test',
      password: 'long-enough-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(Cookies.get('accessToken')).toBe('new-token');
    expect(Cookies.get('role')).toBe('vendor');
    expect(JSON.parse(api.server.requests[0]?.body ?? '{}')).toEqual({
      role: 'vendor',
      email: 'victor@example.test',
      password: 'long-enough-1',
      firstName: 'Victor',
      lastName: 'Example',
      companyName: 'Fixit Ltd',
      acceptTerms: true,
    });
  });

  it("shows the server's message when the email is already registered", async () => {
    const message = 'An account with this email is already registered';
    api.server.script([{ status: 409, json: { statusCode: 409, error: 'Conflict', message } }]);
    renderRoutes(routes, '/sign-up/resident');
    await fill({
      'first name': 'Rosa',
      'last name': 'Example',
      email: 'rosa@example.test',
      password: 'long-enough-1',
    });
    expect(await screen.findByText(/use a different email address/i)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^email/i)).toHaveFocus());
    expect(api.toasts).toEqual([]);
    expect(Cookies.get('accessToken')).toBeUndefined();
  });

  it('shows the password’s strength as it is typed, with the reason a weak one is refused', async () => {
    renderRoutes(routes, '/sign-up/resident');
    const person = userEvent.setup();
    const field = screen.getByLabelText(/^password/i);
    await person.type(field, 'password');
    expect(await screen.findByText(/one of the 10,000 most common passwords/)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Strength of this password: Very weak' }),
    ).toBeVisible();
    await person.clear(field);
    await person.type(field, 'correct horse battery');
    expect(
      await screen.findByRole('progressbar', { name: 'Strength of this password: Very strong' }),
    ).toBeInTheDocument();
  });

  it('says the server’s refusal of a weak password once, on the password field', async () => {
    const message = 'This password is too easy to guess: it is a single word.';
    api.server.script([
      {
        status: 400,
        json: { statusCode: 400, error: 'Bad Request', message, code: 'auth.weak_password' },
      },
    ]);
    renderRoutes(routes, '/sign-up/resident');
    await fill({
      'first name': 'Rosa',
      'last name': 'Vale',
      email: 'rosa@example.test',
      password: 'zebrafish',
    });
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('data-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^password/i)).toHaveFocus());
    expect(api.toasts).toEqual([]);
  });
});
