import type { VendorOrder } from '@homekeep/contracts/jobs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrdersScreen } from './orders-screen';
import { list, pageOf } from '@/test/fixtures';
import { heldOrder } from '@/test/job-fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');
let profileComplete: boolean;
let pending: VendorOrder[];
let payoutsEnabled: boolean;

const job = heldOrder({
  status: 'pending',
  urgency: 'high',
  location: { ...heldOrder().location, addressLine1: null },
  resident: null,
  offerRound: 2,
  timezone: 'America/New_York',
});

function answer(request: RecordedRequest) {
  if (request.url === '/api/v1/vendors/profile')
    return { status: 200, json: { data: { complete: profileComplete } } };
  if (request.url === '/api/v1/vendors/payout-account') {
    const status = payoutsEnabled ? 'enabled' : 'none';
    return { status: 200, json: { data: { status, payoutsEnabled, missing: [] } } };
  }
  if (request.url === '/api/v1/vendor-orders/accept') {
    // Another vendor was first: the job leaves the list.
    pending = [];
    return {
      status: 409,
      json: {
        statusCode: 409,
        error: 'Conflict',
        code: 'orders.already_accepted',
        message: 'This job has already been accepted by another vendor.',
      },
    };
  }
  if (request.url.startsWith('/api/v1/vendor-orders?')) {
    const status = new URL(request.url, 'http://x').searchParams.get('status');
    return { status: 200, json: list(status === 'pending' ? pending : []) };
  }
  return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No route' } };
}

beforeEach(() => {
  profileComplete = true;
  payoutsEnabled = true;
  pending = [job];
  api.server.script([], answer);
});

const renderOrders = () =>
  renderRoutes([{ path: '/orders', element: <OrdersScreen /> }], '/orders');

describe('OrdersScreen', () => {
  it('says above the list when another vendor won, keeps it said, and refreshes the list', async () => {
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Leaking tap' });
    expect(within(card).getByText('Madison, WI 53703')).toBeInTheDocument();
    expect(
      within(card).getByText('Round 2 of 3: offered to vendors across its city'),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept job' }));
    const missed = await screen.findByRole('alert');
    expect(missed).toHaveTextContent('"Leaking tap" is not yours');
    expect(missed).toHaveTextContent('This job has already been accepted by another vendor.');
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
    // Said once, where it stays after the card has gone, with the focus on it.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(api.toasts).toEqual([]);
    await userEvent.click(within(missed).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the job a notification opened is not in the list', async () => {
    renderRoutes(
      [{ path: '/orders', element: <OrdersScreen /> }],
      '/orders?tab=available&order=0b1c3f9e-3b1a-4c55-9d4e-000000000000',
    );
    await screen.findByRole('article', { name: 'Leaking tap' });
    expect(await screen.findByText('The job you opened is not here')).toBeInTheDocument();
    expect(screen.getByText(/It is no longer open: it was accepted/)).toBeInTheDocument();
  });

  it('says nothing more when the job a notification opened is in the list', async () => {
    renderRoutes(
      [{ path: '/orders', element: <OrdersScreen /> }],
      `/orders?tab=available&order=${job.id}`,
    );
    await screen.findByRole('article', { name: 'Leaking tap' });
    expect(screen.queryByText('The job you opened is not here')).not.toBeInTheDocument();
  });

  it('asks for the next page of open jobs by the cursor the page before gave', async () => {
    const jobs = Array.from({ length: 25 }, (_, index) => ({
      ...job,
      id: `1b1c3f9e-3b1a-4c55-9d4e-${String(index).padStart(12, '0')}`,
      title: `Job ${index + 1}`,
    }));
    api.server.script([], (request) => {
      const url = new URL(request.url, 'http://x');
      if (!url.pathname.endsWith('/vendor-orders')) return answer(request);
      return { status: 200, json: pageOf(jobs, url) };
    });
    renderOrders();
    await screen.findByRole('article', { name: 'Job 1' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('article', { name: 'Job 11' });
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    await screen.findByRole('article', { name: 'Job 1' });
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await screen.findByRole('article', { name: 'Job 21' });
    const pages = api.server.requests
      .map((request) => request.url)
      .filter((url) => url.startsWith('/api/v1/vendor-orders?status=pending'));
    expect(pages).toEqual([
      '/api/v1/vendor-orders?status=pending&page=1&limit=10',
      '/api/v1/vendor-orders?status=pending&page=2&limit=10&cursor=after-page-1',
      '/api/v1/vendor-orders?status=pending&page=3&limit=10',
    ]);
  });

  it('shows what an offer pays: the payout, the price and the platform fee', async () => {
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Leaking tap' });
    expect(within(card).getByText('Pays you $126.65')).toBeInTheDocument();
    expect(within(card).getByText('$149.00 price − $22.35 platform fee')).toBeInTheDocument();
    expect(screen.queryByText('Set up payouts to get paid')).not.toBeInTheDocument();
  });

  it('links to the payout setup while the vendor cannot be paid', async () => {
    payoutsEnabled = false;
    renderOrders();
    expect(await screen.findByText('Set up payouts to get paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      '/earnings',
    );
  });

  it('links an incomplete profile to profile setup and holds the accept button', async () => {
    profileComplete = false;
    renderOrders();
    expect(await screen.findByText('Your profile is not complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
    const card = await screen.findByRole('article', { name: 'Leaking tap' });
    expect(within(card).getByRole('button', { name: 'Accept job' })).toBeDisabled();
  });
});
