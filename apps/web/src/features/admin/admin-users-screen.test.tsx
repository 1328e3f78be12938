import type { AccessLink, AdminUser } from '@homekeep/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { list, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { Answer } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';
import { AdminUsersScreen } from './admin-users-screen';

const api = scriptedApi('admin');

const resident: AdminUser = {
  id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
  email: 'rosa@example.test',
  role: 'resident',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  emailVerified: false,
  blockedAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
};
const link: AccessLink = {
  url: 'https://homekeep.test/reset-password?token=once-only-token',
  expiresAt: '2026-05-02T10:30:00.000Z',
};

function scriptConsole(accounts: AdminUser[]) {
  api.server.script([], (request): Answer => {
    const { pathname } = new URL(request.url, 'http://x');
    const route = `${request.method} ${pathname}`;
    if (route === 'GET /api/v1/auth') return { status: 200, json: { data: user('admin') } };
    if (route === 'GET /api/v1/admin/users') return { status: 200, json: list(accounts) };
    if (route === `POST /api/v1/admin/users/${resident.id}/access-link`)
      return { status: 201, json: { data: link } };
    if (route === `POST /api/v1/admin/users/${resident.id}/confirm-email`)
      return { status: 200, json: { data: { ...resident, emailVerified: true } } };
    if (route === `POST /api/v1/admin/users/${resident.id}/block`)
      return { status: 409, json: { statusCode: 409, message: 'Rosa Diaz holds an open job.' } };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No such route' } };
  });
  renderRoutes([{ path: '/admin/users', element: <AdminUsersScreen /> }], '/admin/users');
}

const posts = () => api.server.requests.filter((r) => r.method === 'POST').map((r) => r.url);

describe('users an operator lets back in', () => {
  it('asks first, shows a one-time link once, and forgets it when the dialog closes', async () => {
    scriptConsole([resident]);
    const row = (await screen.findByText('Rosa Diaz')).closest('tr')!;
    expect(within(row).getByText('Email not confirmed')).toBeVisible();
    expect(screen.queryByDisplayValue(link.url)).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'One-time link' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Create a one-time link for Rosa Diaz?',
    });
    expect(posts()).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Create link' }));

    const shown = await screen.findByRole('dialog', { name: 'One-time link for Rosa Diaz' });
    expect(within(shown).getByRole('textbox', { name: 'One-time link' })).toHaveValue(link.url);
    expect(within(shown).getByText(/works once/)).toBeVisible();
    expect(posts()).toEqual([`/api/v1/admin/users/${resident.id}/access-link`]);

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(link.url)).toBeNull());
    await userEvent.click(within(row).getByRole('button', { name: 'One-time link' }));
    const again = await screen.findByRole('dialog', { name: /Create a one-time link/ });
    await waitFor(() => expect(again).toBeVisible());
    expect(screen.queryByDisplayValue(link.url)).toBeNull();
  });

  it('confirms an address after asking', async () => {
    scriptConsole([resident]);
    const row = (await screen.findByText('Rosa Diaz')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm email' }));
    const dialog = await screen.findByRole('dialog', { name: `Confirm ${resident.email}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm email' }));
    await waitFor(() =>
      expect(posts()).toEqual([`/api/v1/admin/users/${resident.id}/confirm-email`]),
    );
  });

  it('keeps a refused block said in its dialog, until it is closed', async () => {
    scriptConsole([resident]);
    const row = (await screen.findByText('Rosa Diaz')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Rosa Diaz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Rosa Diaz holds an open job.',
    );
    expect(api.toasts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));
    const again = await screen.findByRole('dialog', { name: 'Block Rosa Diaz?' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers neither to a blocked account, an operator or a confirmed address', async () => {
    scriptConsole([
      { ...resident, blockedAt: '2026-05-01T12:00:00.000Z' },
      { ...resident, id: crypto.randomUUID(), firstName: 'Ops', role: 'admin' },
      { ...resident, id: crypto.randomUUID(), firstName: 'Sure', emailVerified: true },
    ]);
    const sure = (await screen.findByText('Sure Diaz')).closest('tr')!;
    expect(within(sure).getByRole('button', { name: 'One-time link' })).toBeVisible();
    expect(within(sure).queryByRole('button', { name: 'Confirm email' })).toBeNull();
    expect(within(sure).queryByText('Email not confirmed')).toBeNull();
    for (const name of ['Rosa Diaz', 'Ops Diaz']) {
      const row = screen.getByText(name).closest('tr')!;
      expect(within(row).queryByRole('button', { name: 'One-time link' })).toBeNull();
    }
  });
});
