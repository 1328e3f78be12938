import type { AdminOrder } from '@homekeep/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { list, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';
import { OrderDrawer } from './order-drawer';

const api = scriptedApi('admin');

const order: AdminOrder = {
  id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  requestId: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  status: 'accepted',
  title: 'Leaking tap',
  description: 'The kitchen tap drips.',
  service: { id: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c', name: 'Plumbing' },
  location: { city: 'Billings', state: 'MT', zipCode: '59101' },
  resident: { id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d', name: 'Rosa Vale', email: 'r@x.test' },
  vendor: { id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', companyName: 'Fixit Ltd' },
  urgency: 'normal',
  source: 'resident',
  operatorsAlertedAt: null,
  needsAttention: false,
  history: [{ status: 'accepted', note: null, at: '2026-05-01T10:00:00.000Z' }],
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('an operator canceling a job', () => {
  it('writes the internal note and the message to the resident and vendor apart', async () => {
    api.server.script([], (request) => {
      const path = new URL(request.url, 'http://x').pathname;
      if (path === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
      if (path === `/api/v1/admin/orders/${order.id}`)
        return { status: 200, json: { data: order } };
      if (path === `/api/v1/admin/orders/${order.id}/cancel`)
        return { status: 200, json: { data: { ...order, status: 'canceled' } } };
      if (path === '/api/v1/admin/vendors') return { status: 200, json: list([]) };
      return { status: 404, json: { message: 'No' } };
    });
    renderRoutes(
      [{ path: '/', element: <OrderDrawer orderId={order.id} onClose={() => {}} /> }],
      '/',
    );
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Cancel this job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    await person.type(
      within(dialog).getByLabelText(/^Internal note for operators/),
      'Called Ben, duplicate',
    );
    await person.type(
      within(dialog).getByLabelText('Message to the resident and vendor'),
      'This job was a duplicate of another request.',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    await waitFor(() =>
      expect(api.server.requests.some((r) => r.url.endsWith('/cancel'))).toBe(true),
    );
    const sent = api.server.requests.find((r) => r.url.endsWith('/cancel'))!;
    expect(JSON.parse(sent.body)).toEqual({
      reason: 'Called Ben, duplicate',
      message: 'This job was a duplicate of another request.',
    });
  });
});

describe('an operator reassigning a job', () => {
  it('picks among the vendors who offer its service in its zip code, or widens to every one', async () => {
    const vendor = (id: string, companyName: string) => ({
      id,
      companyName,
      email: `${id}@x.test`,
    });
    const near = vendor('8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f', 'Billings Pipes');
    const far = vendor('9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a', 'Helena Plumbing');
    api.server.script([], (request) => {
      const url = new URL(request.url, 'http://x');
      if (url.pathname === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
      if (url.pathname === `/api/v1/admin/orders/${order.id}`)
        return { status: 200, json: { data: order } };
      if (url.pathname === '/api/v1/admin/vendors') {
        const covering = url.searchParams.get('serviceId') === order.service.id;
        return { status: 200, json: list(covering ? [near] : [near, far]) };
      }
      return { status: 404, json: { message: 'No' } };
    });
    renderRoutes(
      [{ path: '/', element: <OrderDrawer orderId={order.id} onClose={() => {}} /> }],
      '/',
    );
    const person = userEvent.setup();
    const only = await screen.findByRole('checkbox', {
      name: 'Only vendors who offer Plumbing in 59101',
    });
    expect(only).toBeChecked();
    await person.click(screen.getByLabelText('Give this job to', { selector: 'input' }));
    expect(
      await screen.findByRole('option', { name: 'Billings Pipes', hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Helena Plumbing', hidden: true })).toBeNull();
    const asked = api.server.requests.filter((r) => r.url.includes('/admin/vendors'));
    expect(new URL(asked.at(-1)!.url, 'http://x').searchParams.get('zipCode')).toBe('59101');

    await person.click(only);
    await person.click(screen.getByLabelText('Give this job to', { selector: 'input' }));
    expect(
      await screen.findByRole('option', { name: 'Helena Plumbing', hidden: true }),
    ).toBeTruthy();
    const widened = api.server.requests.filter((r) => r.url.includes('/admin/vendors')).at(-1)!;
    expect(new URL(widened.url, 'http://x').searchParams.has('serviceId')).toBe(false);
  });
});
