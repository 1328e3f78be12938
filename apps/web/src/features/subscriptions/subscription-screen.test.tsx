import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Property } from '@homekeep/contracts/properties';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { formatDay } from './subscription-dates';
import { SubscriptionScreen } from './subscription-screen';
import { aProperty, aSubscription, planComplete, planEssential } from './subscriptions-test-data';
import { list, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { Answer, RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');

type World = { properties: Property[]; subscriptions: Subscription[] };

/** The API as this screen sees it, answering from `world`; writes are answered by `writes`. */
function serve(
  world: World,
  writes: (request: RecordedRequest) => Answer | undefined = () => undefined,
) {
  api.server.script([], (request) => {
    const url = new URL(request.url, 'http://test');
    if (request.method === 'GET') {
      if (url.pathname === '/api/v1/maintenance-plans')
        return { status: 200, json: list([planEssential, planComplete]) };
      if (url.pathname === '/api/v1/properties')
        return { status: 200, json: list(world.properties) };
      if (url.pathname === '/api/v1/subscriptions') {
        const live = url.searchParams.get('live') === 'true';
        return {
          status: 200,
          json: list(world.subscriptions.filter((s) => !live || s.status !== 'canceled')),
        };
      }
      return { status: 200, json: { data: user('resident') } };
    }
    return writes(request) ?? { status: 500, json: { message: 'unexpected' } };
  });
}

const show = (path = '/subscription') =>
  renderRoutes([{ path: '/subscription', element: <SubscriptionScreen /> }], path);

describe('subscribing properties', () => {
  it('preselects the plan from the address, totals per month and pays for exactly those', async () => {
    const properties = [aProperty('p1', 'Cabin'), aProperty('p2', 'Loft'), aProperty('p3', 'Barn')];
    const covered = aSubscription({
      id: 'c0000000-0000-4000-8000-000000000003',
      propertyId: 'p3',
      property: { id: 'p3', name: 'Barn' },
      status: 'active',
      currentPeriodStart: '2026-01-01T00:00:00.000Z',
      currentPeriodEnd: '2026-02-01T00:00:00.000Z',
    });
    const created = [
      aSubscription({ id: 's1', propertyId: 'p1' }),
      aSubscription({
        id: 's2',
        propertyId: 'p2',
        plan: { ...aSubscription().plan, id: planComplete.id, productId: 'product-complete' },
      }),
    ];
    const world = { properties, subscriptions: [covered] };
    serve(world, (request) => {
      if (request.url === '/api/v1/subscriptions/bulk') {
        world.subscriptions = [...created, covered];
        return { status: 201, json: { data: created } };
      }
      if (request.url === '/api/v1/transactions/create-checkout-session')
        return { status: 201, json: { data: { id: 't1', url: '/checkout?transaction=t1' } } };
      return undefined;
    });
    const { store } = show(`/subscription?planId=${planEssential.id}`);

    const cabin = await screen.findByLabelText('Plan for Cabin');
    const loft = screen.getByLabelText('Plan for Loft');
    expect(screen.queryByLabelText('Plan for Barn')).not.toBeInTheDocument();
    expect(cabin).toHaveValue(planEssential.id);
    expect(loft).toHaveValue(planEssential.id);
    expect(screen.getByText('Total $98.00 per month')).toBeInTheDocument();

    await userEvent.selectOptions(loft, planComplete.id);
    expect(screen.getByText('Total $148.00 per month')).toBeInTheDocument();
    await userEvent.selectOptions(cabin, '');
    expect(screen.getByText('1 property selected')).toBeInTheDocument();
    expect(screen.getByText('Total $99.00 per month')).toBeInTheDocument();
    await userEvent.selectOptions(cabin, planEssential.id);

    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(store.getState().app.subscriptionBegan).toBe(true));
    const bulk = api.server.requests.find((r) => r.url === '/api/v1/subscriptions/bulk');
    expect(JSON.parse(bulk!.body)).toEqual({
      data: [
        { propertyId: 'p1', maintenancePlanId: planEssential.id },
        { propertyId: 'p2', maintenancePlanId: planComplete.id },
      ],
    });
    const checkout = api.server.requests.find((r) => r.url.endsWith('/create-checkout-session'));
    expect(JSON.parse(checkout!.body)).toEqual({
      data: {
        items: [
          { productId: created[0]!.plan.productId, quantity: 1 },
          { productId: 'product-complete', quantity: 1 },
        ],
        subscriptionIds: ['s1', 's2'],
      },
    });
  });

  it('starts with no plan chosen and nothing to pay when none is preselected', async () => {
    serve({ properties: [aProperty('p1', 'Cabin')], subscriptions: [] });
    show();
    expect(await screen.findByLabelText('Plan for Cabin')).toHaveValue('');
    expect(screen.getByText('Nothing to pay yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    expect(screen.getByText('No subscriptions yet')).toBeInTheDocument();
  });

  it('sends a resident without properties to add one', async () => {
    serve({ properties: [], subscriptions: [] });
    show();
    expect(await screen.findByText('Add a property first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a property' })).toHaveAttribute(
      'href',
      '/dashboard/properties/new',
    );
  });
});

describe('current subscriptions', () => {
  const active = aSubscription({
    id: 'd0000000-0000-4000-8000-000000000001',
    propertyId: 'p1',
    property: { id: 'p1', name: 'Cabin' },
    status: 'active',
    currentPeriodStart: '2026-03-01T12:00:00.000Z',
    currentPeriodEnd: '2026-04-01T12:00:00.000Z',
  });

  it('shows status, plan, price and renewal date, and cancels only after confirming', async () => {
    const canceled = { ...active, status: 'canceled' as const, canceledAt: '2026-03-05T12:00:00Z' };
    const world = { properties: [aProperty('p1', 'Cabin')], subscriptions: [active] };
    serve(world, (request) => {
      if (request.method !== 'DELETE') return undefined;
      world.subscriptions = [canceled];
      return { status: 200, json: { data: canceled } };
    });
    show();
    const card = await screen.findByRole('article', { name: 'Cabin' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Essential, $49.00 per month')).toBeInTheDocument();
    const renewal = new Date(active.currentPeriodEnd!).toLocaleDateString(undefined, {
      dateStyle: 'medium',
    });
    expect(within(card).getByText(`Renews on ${renewal}.`)).toBeInTheDocument();
    expect(await screen.findByText('Every property has a subscription')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription of Cabin?' });
    expect(api.server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(api.server.requests.find((r) => r.method === 'DELETE')?.url).toBe(
        `/api/v1/subscriptions/${active.id}`,
      ),
    );
    // Its buttons went with the cancellation; the focus is on the card's name, not lost.
    expect(await within(card).findByText('Canceled on Mar 5, 2026.')).toBeVisible();
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Cabin' })).toHaveFocus());
  });

  it('asks to cancel at the period end, and clears the subscription-began flag once active', async () => {
    serve({ properties: [aProperty('p1', 'Cabin')], subscriptions: [active] }, (request) =>
      request.method === 'PUT'
        ? { status: 200, json: { data: { ...active, cancelAtPeriodEnd: true } } }
        : undefined,
    );
    const { store } = show();
    store.dispatch({ type: 'app/setSubscriptionBegan', payload: true });
    const card = await screen.findByRole('article', { name: 'Cabin' });
    await waitFor(() => expect(store.getState().app.subscriptionBegan).toBe(false));
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => {
      const put = api.server.requests.find((r) => r.method === 'PUT');
      expect(JSON.parse(put?.body ?? '{}')).toEqual({ cancelAtPeriodEnd: true });
    });
    expect(
      await screen.findByText(
        `The subscription of Cabin ends on ${formatDay(active.currentPeriodEnd!)}; its maintenance goes on until then.`,
      ),
    ).toBeVisible();
  });
});

describe('a past-due subscription', () => {
  it('says the renewal was declined and pays it at once for its plan', async () => {
    const late = aSubscription({
      id: 'd0000000-0000-4000-8000-000000000009',
      propertyId: 'p1',
      property: { id: 'p1', name: 'Cabin' },
      status: 'past_due',
      currentPeriodStart: '2026-01-01T00:00:00.000Z',
      currentPeriodEnd: '2026-02-01T00:00:00.000Z',
    });
    serve({ properties: [aProperty('p1', 'Cabin')], subscriptions: [late] }, (request) =>
      request.url === '/api/v1/transactions/create-checkout-session'
        ? { status: 201, json: { data: { id: 't9', url: '/checkout?transaction=t9' } } }
        : undefined,
    );
    show();
    const card = await screen.findByRole('article', { name: 'Cabin' });
    expect(within(card).getByText(/renewal on .* was declined/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(api.server.requests.some((r) => r.url.endsWith('/create-checkout-session'))).toBe(
        true,
      ),
    );
    const checkout = api.server.requests.find((r) => r.url.endsWith('/create-checkout-session'));
    expect(JSON.parse(checkout!.body)).toEqual({
      data: {
        items: [{ productId: late.plan.productId, quantity: 1 }],
        subscriptionIds: [late.id],
      },
    });
  });
});
