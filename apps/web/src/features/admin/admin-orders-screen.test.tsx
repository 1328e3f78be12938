import type { AdminOrder } from '@homekeep/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { list, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { type RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';
import { AdminOrdersScreen } from './admin-orders-screen';

const api = scriptedApi('admin');

const visit: AdminOrder = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  requestId: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  status: 'pending',
  title: 'Burst pipe in the basement',
  description: 'Water everywhere.',
  service: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Plumbing repair' },
  location: { city: 'Billings', state: 'MT', zipCode: '59101' },
  resident: { id: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Rosa Diaz', email: 'r@x.test' },
  vendor: null,
  urgency: 'emergency',
  source: 'resident',
  operatorsAlertedAt: '2026-05-01T10:30:00.000Z',
  needsAttention: true,
  history: [],
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

const ordersAsked = () =>
  api.server.requests
    .map((request: RecordedRequest) => new URL(request.url, 'http://x'))
    .filter((url) => url.pathname === '/api/v1/admin/orders');

describe('orders for operators', () => {
  it('says how many jobs need a vendor, marks emergencies and filters to them', async () => {
    api.server.script([], (request) => {
      const url = new URL(request.url, 'http://x');
      if (url.pathname === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
      if (url.pathname === '/api/v1/admin/orders') return { status: 200, json: list([visit]) };
      return { status: 200, json: list([]) };
    });
    const { router } = renderRoutes(
      [{ path: '/admin/orders', element: <AdminOrdersScreen /> }],
      '/admin/orders',
    );
    expect(await screen.findByText('1 job needs a vendor')).toBeVisible();
    const row = (await screen.findByRole('button', { name: visit.title })).closest('tr')!;
    expect(within(row).getByText('Emergency')).toBeVisible();
    expect(within(row).getByText('Needs a vendor')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(router.state.location.search).toContain('attention=true'));
    expect(screen.getByRole('checkbox', { name: /Needs a vendor/ })).toBeChecked();
    await waitFor(() =>
      expect(
        ordersAsked().some(
          (url) =>
            url.searchParams.get('attention') === 'true' && url.searchParams.get('limit') === '20',
        ),
      ).toBe(true),
    );
  });
});
