import type { Earning, PayoutAccount } from '@homekeep/contracts/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EarningsScreen } from './earnings-screen';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');
let account: PayoutAccount;

const earning = (overrides: Partial<Earning>): Earning => ({
  id: '00000000-0000-4000-8000-000000000001',
  orderId: '10000000-0000-4000-8000-000000000001',
  title: 'Leaking tap',
  completedAt: '2026-03-01T10:00:00.000Z',
  priceCents: 14900,
  feeCents: 2235,
  payoutCents: 12665,
  reversedCents: 0,
  currency: 'usd',
  status: 'paid',
  heldBecause: null,
  availableAt: '2026-03-03T10:00:00.000Z',
  paidAt: '2026-03-04T03:17:00.000Z',
  ...overrides,
});

const earnings = [
  earning({ reversedCents: 6333 }),
  earning({
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Gutter clean',
    status: 'held',
    heldBecause: 'account',
    paidAt: null,
  }),
];

function answer(request: RecordedRequest) {
  const url = new URL(request.url, 'http://test');
  if (url.pathname.endsWith('/vendors/payout-account')) {
    if (request.method === 'POST')
      return { status: 200, json: { data: { url: '/payouts/test-onboarding' } } };
    return { status: 200, json: { data: account } };
  }
  const status = url.searchParams.get('status');
  const data = earnings.filter((row) => !status || row.status === status);
  return {
    status: 200,
    json: {
      data,
      meta: {
        page: 1,
        limit: 10,
        total: data.length,
        totalPages: 1,
        currency: 'usd',
        totals: { pending: 0, available: 0, paid: 6332, held: 12665, reversed: 6333 },
      },
    },
  };
}

beforeEach(() => {
  account = {
    status: 'none',
    payoutsEnabled: false,
    missing: ['business_details', 'bank_account'],
  };
  api.server.script([], answer);
});

const renderEarnings = (url = '/earnings') =>
  renderRoutes(
    [
      { path: '/earnings', element: <EarningsScreen /> },
      { path: '/payouts/test-onboarding', element: <p>Onboarding page</p> },
    ],
    url,
  );

describe('EarningsScreen', () => {
  it('shows the totals by status and each job’s line, refunds taken off', async () => {
    renderEarnings();
    const totals = await screen.findByRole('list', { name: 'Totals by status' });
    expect(within(totals).getByText('$126.65')).toBeInTheDocument();
    expect(within(totals).getByText('$63.33')).toBeInTheDocument();
    const paid = screen.getByRole('listitem', { name: 'Leaking tap' });
    expect(within(paid).getByText('$63.32')).toBeInTheDocument();
    expect(
      within(paid).getByText('$149.00 price − $22.35 fee − $63.33 refunded'),
    ).toBeInTheDocument();
    const held = screen.getByRole('listitem', { name: 'Gutter clean' });
    expect(within(held).getByText(/Held until your payout account is set up/)).toBeInTheDocument();
  });

  it('says what is missing and opens the onboarding page', async () => {
    renderEarnings();
    const card = await screen.findByRole('region', { name: 'Payout account' });
    expect(await within(card).findByText('Payouts are not set up')).toBeInTheDocument();
    expect(within(card).getByText('The bank account to pay you')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
  });

  it('says the payout account could not be loaded rather than leaving it out', async () => {
    api.server.script([], (request) =>
      request.url.endsWith('/vendors/payout-account')
        ? { status: 503, json: { statusCode: 503, message: 'The processor is not answering' } }
        : answer(request),
    );
    renderEarnings();
    const card = await screen.findByRole('region', { name: 'Payout account' });
    expect(await within(card).findByText('Your payout account could not be loaded')).toBeVisible();

    api.server.script([], answer);
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('button', { name: 'Set up payouts' })).toBeVisible();
  });

  it('says a refused payout setup once, under its button', async () => {
    const refusal = 'Payouts cannot be set up while your account is under review.';
    api.server.script([], (request) =>
      request.method === 'POST'
        ? { status: 409, json: { statusCode: 409, message: refusal } }
        : answer(request),
    );
    renderEarnings();
    const card = await screen.findByRole('region', { name: 'Payout account' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Set up payouts' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.toasts).toEqual([]);
  });

  it('filters by status through the API', async () => {
    account = { status: 'enabled', payoutsEnabled: true, bankLast4: '6789', missing: [] };
    renderEarnings();
    expect(await screen.findByText(/ending in 6789/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'held');
    // The unfiltered page stays on screen until the held ones arrive.
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Leaking tap' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Gutter clean' })).toBeInTheDocument();
    expect(api.server.requests.map((r) => r.url)).toContain(
      '/api/v1/vendors/earnings?page=1&limit=10&status=held',
    );
  });
});
