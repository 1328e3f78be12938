import type { Transaction } from '@homekeep/contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentHistoryScreen } from './payment-history-screen';
import { renderRoutes } from '@/test/render-app';
import { lakeHouseBill } from './payments-test-data';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');
let history: Transaction[];

const payment = (index: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  status: 'paid',
  amountCents: 4900,
  currency: 'usd',
  provider: 'test',
  items: [
    {
      productId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Essential plan ${index}`,
      quantity: 1,
      unitPriceCents: 4900,
    },
  ],
  maintenanceRequestId: null,
  ...lakeHouseBill,
  description: `Essential plan ${index} for Lake house`,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:05:00.000Z',
  card: { brand: 'Visa', last4: '4242' },
  ...overrides,
});

/** GET /transactions paged like the API, and GET /transactions/{id}. */
function answer(request: RecordedRequest) {
  const url = new URL(request.url, 'http://test');
  const one = url.pathname.match(/\/transactions\/(.+)$/);
  if (one) return { status: 200, json: { data: history.find((item) => item.id === one[1]) } };
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  return {
    status: 200,
    json: {
      data: history.slice((page - 1) * limit, page * limit),
      meta: { page, limit, total: history.length, totalPages: Math.ceil(history.length / limit) },
    },
  };
}

beforeEach(() => {
  api.server.script([], answer);
});

const renderAt = (path: string) =>
  renderRoutes([{ path: '/payments', element: <PaymentHistoryScreen /> }], path);

describe('PaymentHistoryScreen', () => {
  it('lists each payment with what it paid, amount and status, and pages', async () => {
    history = [
      payment(1, { status: 'failed', paidAt: null, card: null }),
      ...Array.from({ length: 11 }, (_, index) => payment(index + 2)),
    ];
    const { router } = renderAt('/payments');
    const first = (await screen.findByText('Essential plan 1 for Lake house')).closest('li')!;
    expect(within(first).getByText('$49.00')).toBeInTheDocument();
    expect(within(first).getByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('Essential plan 12 for Lake house')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens a printable receipt with its number, the property’s address and the card', async () => {
    history = [payment(1, { receiptNumber: 'HOMEKEEP-2026-000123' })];
    const { router } = renderAt('/payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Receipt for Essential plan 1 for Lake house' }),
    );
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(within(receipt).getByText('Receipt number: HOMEKEEP-2026-000123')).toBeInTheDocument();
    expect(within(receipt).getByText('12 Shore Rd, Madison, WI 53703')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(receipt).getByText('Paid with: Visa ending in 4242')).toBeInTheDocument();
    expect(within(receipt).getByText('Homekeep')).toBeInTheDocument();
    expect(within(receipt).getAllByText('$49.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?receipt=${payment(1).id}`);
  });

  it('names the property of every payment, and gives a failed one no receipt but what to do', async () => {
    history = [
      payment(1, { status: 'failed', paidAt: null, card: null }),
      payment(2, {
        status: 'expired',
        paidAt: null,
        card: null,
        description: 'Essential plan for Barn',
      }),
      payment(3),
    ];
    renderAt('/payments');
    const [failed, expired, paid] = (await screen.findAllByRole('listitem')) as HTMLElement[];
    expect(within(failed!).getByText('Essential plan 1 for Lake house')).toBeInTheDocument();
    expect(within(failed!).queryByRole('button', { name: /Receipt/ })).toBeNull();
    expect(
      within(failed!).getByText(/declined, so nothing was charged and there is no receipt/),
    ).toBeInTheDocument();
    expect(within(failed!).getByRole('link', { name: 'Pay again' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(expired!).getByText('Essential plan for Barn')).toBeInTheDocument();
    expect(within(expired!).queryByRole('button', { name: /Receipt/ })).toBeNull();
    expect(within(paid!).getByRole('button', { name: /Receipt/ })).toBeInTheDocument();
  });

  it('opens no receipt for a failed payment reached by its link', async () => {
    history = [payment(1, { status: 'failed', paidAt: null, card: null })];
    renderAt(`/payments?receipt=${payment(1).id}`);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Receipt' })).toBeNull();
  });

  it('says so when there are no payments yet', async () => {
    history = [];
    renderAt('/payments');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });
});
