import type { Notification } from '@homekeep/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { audienceFor } from './notification-audience';
import { NotificationsScreen } from './notifications-screen';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');
let notifications: Notification[];

const notice = (index: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  type: 'job.accepted',
  title: `Notice ${index}`,
  body: 'Fixit Services accepted "Leaky tap".',
  orderId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  requestId: `20000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  seen: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

function answer(request: RecordedRequest) {
  if (request.method === 'PATCH') {
    const { ids } = JSON.parse(request.body || '{}') as { ids?: string[] };
    for (const item of notifications) if (!ids || ids.includes(item.id)) item.seen = true;
    return { status: 200, json: { data: { updated: 1 } } };
  }
  const unseen = notifications.filter((item) => !item.seen).length;
  const meta = { page: 1, limit: 20, total: notifications.length, totalPages: 1, unseen };
  return { status: 200, json: { data: notifications, meta } };
}

beforeEach(() => {
  api.server.script([], answer);
});

const renderScreen = () =>
  renderRoutes(
    [
      { path: '/notifications', element: <NotificationsScreen /> },
      { path: '/maintenance-request', element: <p>Requests screen</p> },
      { path: '/admin/orders', element: <p>Orders console</p> },
    ],
    '/notifications',
  );

describe('NotificationsScreen for a resident', () => {
  it('opens a notification: marks it seen and goes straight to its request', async () => {
    notifications = [
      notice(1),
      notice(2, { seen: true, type: 'subscription.renewed', orderId: null, requestId: null }),
    ];
    const { router } = renderScreen();
    const first = (await screen.findByText('Notice 1')).closest('li')!;
    expect(within(first).getByText('New')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: /Notice 1/ }));
    await waitFor(() =>
      expect(api.server.requests.some((request) => request.method === 'PATCH')).toBe(true),
    );
    const patch = api.server.requests.find((request) => request.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/notifications/seen');
    expect(JSON.parse(patch.body)).toEqual({ ids: [notice(1).id] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance-request'));
    expect(router.state.location.search).toBe(`?id=${notice(1).requestId}`);
  });

  it('shows an empty state when there are none', async () => {
    notifications = [];
    renderScreen();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(
      screen.getByText(/When a vendor accepts a job of yours or your plan renews/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  });
});

describe('NotificationsScreen for an operator', () => {
  it('opens a job that needs a vendor in the console, with its drawer', async () => {
    Cookies.set('accessToken', 'admin-token', { path: '/' });
    Cookies.set('role', 'admin', { path: '/' });
    notifications = [
      notice(3, {
        type: 'order.attention',
        title: 'Job needs a vendor: Leaky tap',
        body: 'Plumbing in Madison, WI 53703. Nobody took it after every round of offers.',
        requestId: null,
      }),
    ];
    const { router } = renderScreen();
    expect(await screen.findByText(/Jobs that need a vendor/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Job needs a vendor/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toBe(`?open=${notice(3).orderId}`);
  });
});

describe('where a vendor’s notification leads', () => {
  const linkOf = (type: Notification['type']) => audienceFor('vendor').jobLink(notice(5, { type }));
  const order = notice(5).orderId;

  it('opens each job in the list it is in now', () => {
    expect(linkOf('order.new')).toBe(`/orders?tab=available&order=${order}`);
    expect(linkOf('order.assigned')).toBe(`/orders?tab=mine&order=${order}`);
    expect(linkOf('appointment.confirmed')).toBe(`/orders?tab=mine&order=${order}`);
    expect(linkOf('review.reminder')).toBe(`/orders?tab=completed&order=${order}`);
  });

  it('opens the earnings for money, and nothing for a job the vendor no longer has', () => {
    expect(linkOf('payout.paid')).toBe('/earnings');
    expect(linkOf('earning.reversed')).toBe('/earnings');
    expect(linkOf('order.canceled')).toBeNull();
  });

  it('does not offer to open a canceled job', async () => {
    Cookies.set('accessToken', 'vendor-token', { path: '/' });
    Cookies.set('role', 'vendor', { path: '/' });
    notifications = [notice(6, { type: 'order.canceled', title: 'Job canceled: Leaky tap' })];
    renderScreen();
    const card = await screen.findByRole('button', { name: /Job canceled: Leaky tap/ });
    expect(card).not.toHaveTextContent('Open the job');
  });
});
