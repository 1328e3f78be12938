import type { Notification } from '@homekeep/contracts/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventSource } from 'eventsource';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/components/layout/app-layout';
import { api, listTag, TAGS } from '@/lib/api';
import { NOTIFICATIONS_POLL_MS, useGetNotificationsQuery } from '@/lib/resources/notifications-api';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const scripted = scriptedApi('vendor');
let notifications: Notification[];
// A token per test: a request still on its way from the test before is not counted.
let token = '';
let tests = 0;

const STREAM = '/notifications/stream';

const newJob: Notification = {
  id: '7e1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e07',
  type: 'order.new',
  title: 'New job: Gutter cleaning',
  body: 'A resident in 53703 asks for gutter cleaning.',
  orderId: '8e1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e08',
  requestId: '9e1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e09',
  seen: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

const accepted: Notification = {
  ...newJob,
  id: '6e1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e06',
  type: 'job.accepted',
  title: 'Your job was accepted',
  body: 'Fixit Services accepted "Leaky tap".',
};

// Any list of vendor orders on screen: the stream refreshes what carries their tag.
const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVendorOrdersForTest: build.query<unknown, void>({
      query: () => '/vendor-orders',
      providesTags: [listTag(TAGS.vendorOrder)],
    }),
  }),
});

function VendorLists() {
  const { data } = useGetNotificationsQuery({ page: 1, limit: 20 });
  ordersApi.useListVendorOrdersForTestQuery();
  return (
    <ul aria-label="Notifications list">
      {data?.data.map((notification) => (
        <li key={notification.id}>{notification.title}</li>
      ))}
    </ul>
  );
}

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/notifications', element: <VendorLists /> },
      { path: '/home', element: <p>Landing</p> },
    ],
  },
];

/** The API as the vendor's pages see it, answering from `notifications`. */
function answer(request: RecordedRequest) {
  if (request.method === 'POST') return { status: 204 };
  const unseen = notifications.filter((notification) => !notification.seen).length;
  const data = request.url.includes('seen=false') ? notifications.slice(0, 1) : notifications;
  const meta = { page: 1, limit: 20, total: data.length, totalPages: 1 };
  if (request.url.startsWith('/api/v1/notifications'))
    return { status: 200, json: { data, meta: { ...meta, unseen } } };
  return { status: 200, json: { data: [], meta } };
}

const reads = (path: string) =>
  scripted.server.requests.filter(
    (request) =>
      request.authorization === `Bearer ${token}` && request.url.startsWith(`/api/v1${path}`),
  ).length;

const ownStreams = () =>
  scripted.server.streams.filter(
    (stream) =>
      new URL(stream.url, scripted.server.baseUrl).searchParams.get('accessToken') === token,
  );

async function openStream() {
  await waitFor(() => expect(ownStreams()).toHaveLength(1));
  return ownStreams()[0]!;
}

beforeAll(() => {
  scripted.server.stand(STREAM, { eventStream: true });
});
beforeEach(() => {
  // jsdom has no EventSource; the browser's is stood in for by a spec-following client.
  vi.stubGlobal('EventSource', EventSource);
  notifications = [];
  tests += 1;
  token = `vendor-token-${tests}`;
  Cookies.set('accessToken', token, { path: '/' });
  scripted.server.script([], answer);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live notification stream', () => {
  it("opens once per page with the vendor's token", async () => {
    renderRoutes(routes, '/notifications');
    const stream = await openStream();
    const url = new URL(stream.url, scripted.server.baseUrl);
    expect(url.pathname).toBe(`/api/v1${STREAM}`);
    expect(url.searchParams.get('accessToken')).toBe(token);
    expect(stream.isOpen()).toBe(true);
  });

  it('refreshes the unseen count, the notifications and the orders when one arrives', async () => {
    renderRoutes(routes, '/notifications');
    const stream = await openStream();
    await waitFor(() => expect(reads('/vendor-orders')).toBe(1));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByLabelText(/unseen/)).not.toBeInTheDocument();

    notifications = [newJob];
    stream.send('notification', { id: newJob.id, type: newJob.type });

    expect(await within(nav).findByLabelText('1 unseen')).toHaveTextContent('1');
    const list = screen.getByRole('list', { name: 'Notifications list' });
    expect(await within(list).findByText('New job: Gutter cleaning')).toBeInTheDocument();
    await waitFor(() => expect(reads('/vendor-orders')).toBe(2));
  });

  it('shows a toast for a new job offered through the stream', async () => {
    renderRoutes(routes, '/notifications');
    const stream = await openStream();
    const another = { ...newJob, id: '7e1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e17' };
    notifications = [another];
    stream.send('notification', another);
    // The body is shown only by the toast (the list holds titles).
    const body = await screen.findByText('A resident in 53703 asks for gutter cleaning.');
    expect(body.closest('[role="alert"]')).toHaveTextContent('New job: Gutter cleaning');
  });

  it('closes when the page that holds it goes away', async () => {
    const { unmount } = renderRoutes(routes, '/notifications');
    const stream = await openStream();
    unmount();
    await waitFor(() => expect(stream.isOpen()).toBe(false));
  });

  it('closes on sign-out and does not open again for the visitor', async () => {
    const { router } = renderRoutes(routes, '/notifications');
    const stream = await openStream();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(stream.isOpen()).toBe(false));
    expect(scripted.server.streams.filter((open) => open.isOpen())).toHaveLength(0);
  });

  it("opens for a resident too: the bell shows the vendor's accept live", async () => {
    Cookies.set('role', 'resident', { path: '/' });
    renderRoutes(routes, '/home');
    const stream = await openStream();
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/dashboard/notifications');
    expect(within(bell).queryByLabelText(/unseen/)).not.toBeInTheDocument();

    notifications = [{ ...accepted }];
    stream.send('notification', { id: accepted.id, type: accepted.type });
    expect(await within(bell).findByLabelText('1 unseen')).toHaveTextContent('1');
  });

  it('asks for the unseen count again when it opens: a notice made before then is not missed', async () => {
    Cookies.set('role', 'resident', { path: '/' });
    // The vendor accepts between the page's first read of the count and the stream's opening.
    let countReads = 0;
    scripted.server.script([], (request) => {
      if (request.url.startsWith('/api/v1/notifications?') && request.url.includes('seen=false')) {
        countReads += 1;
        notifications = countReads === 1 ? [] : [{ ...accepted }];
      }
      return answer(request);
    });
    renderRoutes(routes, '/home');
    await openStream();
    const bell = await screen.findByRole('link', { name: /^Notifications/ });
    expect(await within(bell).findByLabelText('1 unseen')).toHaveTextContent('1');
    expect(countReads).toBe(2);
  });

  it('is not opened for a visitor', async () => {
    Cookies.remove('accessToken', { path: '/' });
    Cookies.remove('role', { path: '/' });
    renderRoutes(routes, '/home');
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(ownStreams()).toHaveLength(0);
  });

  it('without a stream, asks for the unseen count again every 20 seconds', async () => {
    vi.stubGlobal('EventSource', undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(routes, '/home');
    await waitFor(() => expect(reads('/notifications?seen=false')).toBe(1));

    notifications = [newJob];
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS - 1_000));
    expect(reads('/notifications?seen=false')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByLabelText('1 unseen')).toBeInTheDocument();
    expect(reads('/notifications?seen=false')).toBe(2);
    expect(ownStreams()).toHaveLength(0);
  });
});
