import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@homekeep/contracts/payments';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';
import { lakeHouseBill } from './payments-test-data';
import { CheckoutScreen } from './checkout-screen';
import { CONFIRMATION_POLL_MS, CONFIRMATION_WAIT_MS } from './use-checkout-transaction';

const api = scriptedApi('visitor');
const id = '9d0f5a9e-6a43-4b2e-8f0c-1b2c3d4e5f60';
const routes = [{ path: '/checkout', element: <CheckoutScreen /> }];

const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  status: 'pending',
  amountCents: 4900,
  currency: 'usd',
  provider: 'test',
  items: [
    { productId: 'p1', name: 'Custom maintenance request', quantity: 1, unitPriceCents: 4900 },
  ],
  maintenanceRequestId: null,
  ...lakeHouseBill,
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
  card: null,
  ...overrides,
});

beforeEach(() => {
  api.server.script([]);
});
afterEach(() => vi.useRealTimers());

const signIn = () => {
  Cookies.set('accessToken', 'token', { path: '/' });
  Cookies.set('role', 'resident', { path: '/' });
};

async function fillCard(cardNumber: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText(/name on card/i), 'Rosa Example');
  await person.type(screen.getByLabelText(/card number/i), cardNumber);
  await person.type(screen.getByLabelText(/expiry/i), '1299');
  await person.type(screen.getByLabelText(/security code/i), '123');
  await person.click(screen.getByRole('button', { name: /^pay/i }));
}

// Typing a whole card takes seconds on a busy machine.
describe('checkout screen', () => {
  it('says there is nothing to pay without a transaction', () => {
    renderRoutes(routes, '/checkout');
    expect(screen.getByRole('heading', { name: 'Nothing to pay for yet' })).toBeVisible();
    expect(api.server.requests).toHaveLength(0);
  });

  it('asks a visitor to sign in', () => {
    renderRoutes(routes, `/checkout?transaction=${id}`);
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the order, shows a decline, then pays', async () => {
    signIn();
    const declined = 'Your card was declined. Nothing was charged; try another card.';
    api.server.script([
      { status: 200, json: { data: transaction() } },
      { status: 402, json: { statusCode: 402, error: 'Payment Required', message: declined } },
      {
        status: 200,
        json: { data: transaction({ status: 'paid', paidAt: '2026-01-01T00:05:00.000Z' }) },
      },
    ]);
    renderRoutes(routes, `/checkout?transaction=${id}`);
    expect(await screen.findByText('Custom maintenance request')).toBeVisible();
    expect(screen.getByTestId('order-total')).toHaveTextContent('49.00');
    expect(screen.getByText(/Test checkout: use 4242 4242 4242 4242/)).toBeVisible();

    await fillCard('4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent(declined);
    // One message for a decline: the alert in the form, no toast beside it.
    expect(api.toasts).toEqual([]);
    expect(JSON.parse(api.server.requests[1]!.body)).toMatchObject({
      cardNumber: '4000000000000002',
    });

    const number = screen.getByLabelText(/card number/i);
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: /^pay/i }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
  });

  it('names the property and says a plan renews monthly on the kept card until canceled', async () => {
    signIn();
    api.server.script([{ status: 200, json: { data: transaction() } }]);
    renderRoutes(routes, `/checkout?transaction=${id}`);
    expect(await screen.findByText('Essential plan for Lake house')).toBeVisible();
    expect(
      screen.getAllByText(/renews every month and is charged to this card until you cancel it/),
    ).not.toHaveLength(0);
    expect(screen.queryByText(/never stored/)).toBeNull();
  });

  it("leads back to the job once a request's bill is paid", async () => {
    signIn();
    const requestId = '7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e07';
    api.server.script([
      {
        status: 200,
        json: {
          data: transaction({
            status: 'paid',
            paidAt: '2026-01-01T00:05:00.000Z',
            maintenanceRequestId: requestId,
          }),
        },
      },
    ]);
    renderRoutes(routes, `/checkout?transaction=${id}`);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(screen.getByText(/bill is settled/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute(
      'href',
      `/maintenance-request?id=${requestId}`,
    );
  });

  it('waits for the processor after returning from Stripe, asking again until paid', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = { status: 200, json: { data: transaction({ provider: 'stripe' }) } };
    const paid = transaction({
      provider: 'stripe',
      status: 'paid',
      paidAt: '2026-01-01T00:05:00Z',
    });
    api.server.script([pending, pending], () => ({ status: 200, json: { data: paid } }));
    renderRoutes(routes, `/checkout?transaction=${id}`);
    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment...' }),
    ).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS));
    await waitFor(() => expect(api.server.requests).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Confirming your payment...' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(api.server.requests).toHaveLength(3);
  });

  it('stops asking after a minute and says the payment may still come', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.server.script([], () => ({
      status: 200,
      json: { data: transaction({ provider: 'stripe' }) },
    }));
    renderRoutes(routes, `/checkout?transaction=${id}`);
    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment...' }),
    ).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_WAIT_MS));
    expect(
      await screen.findByRole('heading', { name: 'Still waiting for confirmation' }),
    ).toBeVisible();
    // The first poll was under way when the clock jumped; its request has arrived by now.
    await waitFor(() => expect(api.server.requests.length).toBeGreaterThanOrEqual(2));
    const asked = api.server.requests.length;
    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS * 3));
    expect(api.server.requests).toHaveLength(asked);
  });

  it('says when a checkout has expired', async () => {
    signIn();
    api.server.script([{ status: 200, json: { data: transaction({ status: 'expired' }) } }]);
    renderRoutes(routes, `/checkout?transaction=${id}`);
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeVisible();
    await waitFor(() => expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument());
  });
});
