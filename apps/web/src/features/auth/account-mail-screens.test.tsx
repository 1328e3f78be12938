import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { UnsubscribeScreen } from './unsubscribe-screen';
import { VerifyEmailScreen } from './verify-email-screen';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordScreen /> },
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  { path: '/verify-email', element: <VerifyEmailScreen /> },
  { path: '/unsubscribe', element: <UnsubscribeScreen /> },
];

beforeAll(async () => {
  // The strength meter's judge and its dictionaries load on first use and judge each keystroke:
  // loaded and run once here, so that the first journey does not pay for it (on a busy machine
  // that took the first one past the wait for its answer).
  const { judgePassword } = await import('@homekeep/contracts/password-strength');
  judgePassword('warming the judge up');
});
beforeEach(() => {
  api.server.script([]);
  api.server.stand('/auth/mail-delivery', { status: 200, json: { data: { sends: true } } });
});

/** The next call is refused with a 400 of this code and sentence. */
const refuseOnce = (code: string, message: string) =>
  api.server.script([
    { status: 400, json: { statusCode: 400, error: 'Bad Request', code, message } },
  ]);

async function choosePassword(password: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('New password'), password);
  await person.type(screen.getByLabelText('Repeat the new password'), password);
  await person.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('forgot password', () => {
  it('says a link is on its way without telling whether the account exists', async () => {
    api.server.script([{ status: 202 }]);
    renderRoutes(routes, '/forgot-password');
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('Email'), 'rosa@example.test');
    await person.click(screen.getByRole('button', { name: 'Mail me a link' }));
    expect(await screen.findByText('Check your mail')).toBeTruthy();
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({ email: 'rosa@example.test' });
  });

  it('sends people to us for a one-time link where the server sends no mail', async () => {
    api.server.stand('/auth/mail-delivery', { status: 200, json: { data: { sends: false } } });
    renderRoutes(routes, '/forgot-password');
    expect(await screen.findByText('Ask us for a link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});

describe('reset password', () => {
  it('sends the token from the link with the new password and offers to sign in', async () => {
    api.server.script([{ status: 204 }]);
    renderRoutes(routes, '/reset-password?token=abc123');
    await choosePassword('a long new secret phrase');
    expect(await screen.findByText('Password changed', {}, { timeout: 5_000 })).toBeTruthy();
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({
      token: 'abc123',
      password: 'a long new secret phrase',
    });
  });

  it('explains a used or expired link and offers a new one', async () => {
    const message = 'This link is not valid any more. Ask for a new one.';
    refuseOnce('token_invalid', message);
    renderRoutes(routes, '/reset-password?token=used');
    await choosePassword('a long new secret phrase');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    // Said once, on the screen: no toast repeats it.
    expect(api.toasts).toEqual([]);
  });

  it('says any other refusal in the form and keeps it for another try', async () => {
    const message = 'Choose a password that is not among the most common ones.';
    refuseOnce('bad_request', message);
    renderRoutes(routes, '/reset-password?token=abc123');
    await choosePassword('a long new secret phrase');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your new password was not set');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeTruthy();
    expect(api.toasts).toEqual([]);
  });

  it('says so when the link has no token', () => {
    renderRoutes(routes, '/reset-password');
    expect(screen.getByText(/The link is incomplete/)).toBeTruthy();
  });
});

const unavailable = { status: 503, json: { statusCode: 503, message: 'The server is busy.' } };
const token = 'a'.repeat(43);

describe('links from a mail when the server fails to answer', () => {
  it('offers to confirm the address again rather than calling the link broken', async () => {
    api.server.script([unavailable, { status: 204 }]);
    renderRoutes(routes, `/verify-email?token=${token}`);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your address is not confirmed yet');
    expect(failed).toHaveTextContent('The server is busy.');
    expect(screen.queryByText('This link does not work')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Email confirmed')).toBeVisible();
    expect(api.server.requests.map((request) => JSON.parse(request.body))).toEqual([
      { token },
      { token },
    ]);
    expect(api.toasts).toEqual([]);
  });

  it('keeps the unsubscribe button for another try, and calls only a refused link broken', async () => {
    api.server.script([unavailable, { status: 200, json: { data: { kind: 'newOffer' } } }]);
    const { unmount } = renderRoutes(routes, `/unsubscribe?token=${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/no longer receive mails about new job offers/)).toBeVisible();
    unmount();

    refuseOnce('bad_token', 'This link is not valid.');
    renderRoutes(routes, `/unsubscribe?token=${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This link does not work')).toBeVisible();
    expect(api.toasts).toEqual([]);
  });
});
