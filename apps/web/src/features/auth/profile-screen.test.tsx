import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfileScreen } from './profile-screen';
import { useGetCurrentUserQuery } from '@/lib/session-api';
import { user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

// Debounced typing and twenty cards take a while in jsdom on a busy machine.

const api = scriptedApi('resident');

const resident = user('resident', { phone: '+14065550142' });

/** Shows the cached current user elsewhere on the page, as the dashboard greeting does. */
function Greeting() {
  const { data } = useGetCurrentUserQuery();
  return <p>Signed in as {data?.firstName}</p>;
}

const routes = [
  {
    path: '/profile',
    element: (
      <>
        <Greeting />
        <ProfileScreen />
      </>
    ),
  },
];

async function renderProfile() {
  const view = renderRoutes(routes, '/profile');
  await screen.findByRole('form', { name: 'Personal details' });
  return view;
}

const patches = () => api.server.requests.filter((r) => r.method === 'PATCH');
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? '{}');
const details = () => within(screen.getByRole('form', { name: 'Personal details' }));
const password = () => within(screen.getByRole('form', { name: 'Change password' }));

beforeEach(() => {
  api.server.script([], () => ({ status: 200, json: { data: resident } }));
});

describe('profile details', () => {
  it('shows the current details, with the email read-only', async () => {
    await renderProfile();
    expect(await details().findByLabelText(/^first name/i)).toHaveValue('Rosa');
    expect(details().getByLabelText(/^last name/i)).toHaveValue('Example');
    expect(details().getByLabelText(/^phone/i)).toHaveValue('(406) 555-0142');
    expect(details().getByLabelText(/^email/i)).toHaveValue('resident@example.test');
    expect(details().getByLabelText(/^email/i)).toHaveAttribute('readonly');
    expect(details().getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('checks the fields before saving', async () => {
    await renderProfile();
    const firstName = await details().findByLabelText(/^first name/i);
    await userEvent.clear(firstName);
    await userEvent.clear(details().getByLabelText(/^phone/i));
    await userEvent.type(details().getByLabelText(/^phone/i), 'call me');
    await userEvent.click(details().getByRole('button', { name: 'Save changes' }));

    expect(await details().findByText('First name is required')).toBeInTheDocument();
    expect(
      details().getByText('Phone must be a valid phone number, such as (406) 555-0142'),
    ).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });

  it('saves the names and phone, and the rest of the page sees the new name at once', async () => {
    const saved = { ...resident, firstName: 'Rosalind', phone: null };
    await renderProfile();
    expect(await screen.findByText('Signed in as Rosa')).toBeInTheDocument();
    api.server.script([{ status: 200, json: { data: saved } }], () => ({
      status: 200,
      json: { data: saved },
    }));

    const firstName = details().getByLabelText(/^first name/i);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, '  Rosalind ');
    await userEvent.clear(details().getByLabelText(/^phone/i));
    await userEvent.click(details().getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Signed in as Rosalind')).toBeInTheDocument();
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(patches().map((r) => r.url)).toEqual(['/api/v1/auth']);
    expect(bodyOf(patches()[0])).toEqual({
      firstName: 'Rosalind',
      lastName: 'Example',
      phone: null,
    });
    // The saved answer is the cache: no second GET /auth.
    expect(api.server.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
    await waitFor(() =>
      expect(details().getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
  });
});

describe('a refused save of the details', () => {
  it('is said above the button, with the names kept, and no toast', async () => {
    await renderProfile();
    const refusal = 'This account is blocked: its details cannot be changed.';
    api.server.script([{ status: 403, json: { statusCode: 403, message: refusal } }]);
    const firstName = await details().findByLabelText(/^first name/i);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Rosalind');
    await userEvent.click(details().getByRole('button', { name: 'Save changes' }));

    expect(await details().findByRole('alert')).toHaveTextContent(refusal);
    expect(firstName).toHaveValue('Rosalind');
    expect(api.toasts).toEqual([]);
  });
});

describe('change password', () => {
  it('says that other sessions end', async () => {
    await renderProfile();
    expect(
      await password().findByText(/signs you out on every other device and browser/),
    ).toBeInTheDocument();
  });

  it('checks the new password and its confirmation before calling the server', async () => {
    await renderProfile();
    await userEvent.click(await password().findByRole('button', { name: 'Change password' }));
    expect(await password().findByText('Current password is required')).toBeInTheDocument();
    expect(password().getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await userEvent.type(password().getByLabelText(/^current password/i), 'old-password');
    await userEvent.type(password().getByLabelText(/^new password/i), 'new-password-1');
    await userEvent.type(password().getByLabelText(/^confirm new password/i), 'new-password-2');
    await userEvent.click(password().getByRole('button', { name: 'Change password' }));
    expect(await password().findByText('The two new passwords do not match')).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });

  it('sends the current and new password, then empties the form', async () => {
    await renderProfile();
    await userEvent.type(await password().findByLabelText(/^current password/i), 'old-password');
    await userEvent.type(password().getByLabelText(/^new password/i), 'new-password-1');
    await userEvent.type(password().getByLabelText(/^confirm new password/i), 'new-password-1');
    await userEvent.click(password().getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Your password is changed. Your other devices were signed out.'),
    ).toBeInTheDocument();
    expect(bodyOf(patches()[0])).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    expect(password().getByLabelText(/^current password/i)).toHaveValue('');
  });

  it('marks the current password when the server says it is wrong', async () => {
    await renderProfile();
    await userEvent.type(await password().findByLabelText(/^current password/i), 'not-it-at-all');
    await userEvent.type(password().getByLabelText(/^new password/i), 'new-password-1');
    await userEvent.type(password().getByLabelText(/^confirm new password/i), 'new-password-1');
    api.server.script([
      {
        status: 400,
        json: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'auth.wrong_current_password',
          message: 'Your current password is not correct.',
        },
      },
    ]);
    await userEvent.click(password().getByRole('button', { name: 'Change password' }));

    expect(
      await password().findByText('Your current password is not correct.'),
    ).toBeInTheDocument();
    // Said once, in its field, not again in a toast.
    expect(api.toasts).toEqual([]);
    expect(password().getByLabelText(/^new password/i)).toHaveValue('new-password-1');
    await waitFor(() => expect(password().getByLabelText(/^current password/i)).toHaveFocus());
  });
});
