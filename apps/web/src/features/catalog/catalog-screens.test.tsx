import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { LandingScreen } from './landing-screen';
import { ResidentDashboardScreen } from './resident-dashboard-screen';
import { banners, list, plans, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { Answer } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';
import { completedRequest, requestPayment } from '@/test/job-fixtures';

const api = scriptedApi('visitor');

const failure = (status: number, message: string): Answer => ({
  status,
  json: { statusCode: status, error: 'Error', message },
});

describe('landing page', () => {
  it('shows the plans with their prices and the banners', async () => {
    api.server.script([], (request) =>
      request.url.startsWith('/api/v1/banners')
        ? { status: 200, json: list(banners) }
        : { status: 200, json: list(plans) },
    );
    renderRoutes([{ path: '/home', element: <LandingScreen /> }], '/home');
    const plan = await screen.findByRole('article', { name: 'Essential' });
    expect(within(plan).getByText('$29.00')).toBeInTheDocument();
    expect(within(plan).getByText('per month')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Start with Essential' })).toHaveAttribute(
      'href',
      '/sign-up/resident',
    );
    expect(await screen.findByText('Spring gutter cleaning')).toBeInTheDocument();
    expect(api.server.requests.find((r) => r.url.startsWith('/api/v1/banners'))?.url).toBe(
      '/api/v1/banners?page=1&limit=20',
    );
  });

  it('says so when there is nothing to show', async () => {
    api.server.script([], () => ({ status: 200, json: list([]) }));
    renderRoutes([{ path: '/home', element: <LandingScreen /> }], '/home');
    expect(await screen.findByText('No plans to show yet')).toBeInTheDocument();
    expect(await screen.findByText('Nothing new right now')).toBeInTheDocument();
  });

  it('shows an error with a way to try again when the API keeps failing', async () => {
    api.server.script([], () => failure(503, 'The service is starting, try again shortly'));
    renderRoutes([{ path: '/home', element: <LandingScreen /> }], '/home');
    expect(await screen.findByText('The plans could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    expect(api.toasts).toContain('The service is starting, try again shortly');
  });
});

const home = (id: string, name: string) => ({
  id,
  name,
  addressLine1: '12 Shore Road',
  addressLine2: null,
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  country: 'US',
  type: 'house',
  sizeSqft: null,
  bedrooms: null,
  bathrooms: null,
  yearBuilt: null,
  notes: null,
  photos: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const lake = home('7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e03', 'Lake house');
const cabin = home('7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e04', 'Cabin');
const lakePlan = {
  id: '8b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e05',
  status: 'active',
  propertyId: lake.id,
  property: { id: lake.id, name: lake.name },
  maintenancePlanId: plans[0]!.id,
  plan: {
    id: plans[0]!.id,
    name: 'Essential',
    priceCents: 2900,
    currency: 'usd',
    interval: 'month',
  },
  pendingPlanId: null,
  pendingPlan: null,
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  canceledAt: null,
  nextVisitAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('resident dashboard', () => {
  const renderDashboard = () =>
    renderRoutes(
      [
        { path: '/', element: <ResidentDashboardScreen /> },
        { path: '/subscription', element: <p>Subscription screen</p> },
      ],
      '/',
    );

  it('shows each property with its own plan status and the next step, never an account plan', async () => {
    Cookies.set('accessToken', 'resident-token', { path: '/' });
    // The account's preferred plan is Essential, but only the Lake house is paid for.
    const resident = user('resident', { maintenancePlanId: plans[0]!.id });
    api.server.script([], (request) => {
      if (request.url.startsWith('/api/v1/maintenance-plans'))
        return { status: 200, json: list(plans) };
      if (request.url.startsWith('/api/v1/properties'))
        return { status: 200, json: list([lake, cabin]) };
      if (request.url.startsWith('/api/v1/subscriptions'))
        return { status: 200, json: list([lakePlan]) };
      if (request.url.startsWith('/api/v1/maintenance-requests'))
        return { status: 200, json: list([]) };
      return { status: 200, json: { data: resident } };
    });
    renderDashboard();
    const lakeCard = await screen.findByRole('article', { name: 'Lake house' });
    expect(within(lakeCard).getByText('Covered')).toBeVisible();
    const cabinCard = screen.getByRole('article', { name: 'Cabin' });
    expect(within(cabinCard).getByText('No plan')).toBeVisible();
    expect(screen.getByText('Cabin has no maintenance plan yet.')).toBeVisible();
    expect(
      screen.getByText('No open jobs. Request a service when something needs doing.'),
    ).toBeVisible();
    expect(screen.queryByText(/your plan/i)).toBeNull();
  });

  it('puts a completed job whose bill is due first, with the way to pay it', async () => {
    Cookies.set('accessToken', 'resident-token', { path: '/' });
    const bill = completedRequest();
    api.server.script([], (request) => {
      if (request.url.startsWith('/api/v1/maintenance-plans'))
        return { status: 200, json: list(plans) };
      if (request.url.startsWith('/api/v1/properties'))
        return { status: 200, json: list([lake, cabin]) };
      if (request.url.startsWith('/api/v1/subscriptions'))
        return { status: 200, json: list([lakePlan]) };
      if (request.url.startsWith('/api/v1/maintenance-requests'))
        return {
          status: 200,
          json: list(request.url.includes('payment=due') ? [bill] : []),
        };
      return { status: 200, json: { data: user('resident') } };
    });
    renderDashboard();
    expect(await screen.findByText('"Leaking tap" is done: $134.10 is due.')).toBeVisible();
    const payLink = `/maintenance-request?id=${bill.id}`;
    expect(screen.getByRole('link', { name: 'Pay the bill' })).toHaveAttribute('href', payLink);
    const bills = screen.getByRole('region', { name: 'Bills to pay' });
    expect(within(bills).getByText('Completed by Fixit Services')).toBeVisible();
    expect(within(bills).getByRole('link', { name: 'Pay $134.10' })).toHaveAttribute(
      'href',
      payLink,
    );
  });

  it('names each open job’s agreed time and leads to the job', async () => {
    Cookies.set('accessToken', 'resident-token', { path: '/' });
    const booked = completedRequest({
      status: 'open',
      completedAt: null,
      payment: requestPayment(),
      order: { ...completedRequest().order, status: 'accepted' },
      appointment: {
        start: '2026-12-03T14:00:00.000Z',
        end: '2026-12-03T16:00:00.000Z',
        status: 'confirmed',
        proposedBy: 'vendor',
        waitingFor: null,
        reschedules: 0,
        reason: null,
        etaAt: null,
        updatedAt: '2026-11-28T10:00:00.000Z',
      },
    });
    api.server.script([], (request) => {
      if (request.url.startsWith('/api/v1/maintenance-plans'))
        return { status: 200, json: list(plans) };
      if (request.url.startsWith('/api/v1/properties')) return { status: 200, json: list([lake]) };
      if (request.url.startsWith('/api/v1/subscriptions'))
        return { status: 200, json: list([lakePlan]) };
      if (request.url.startsWith('/api/v1/maintenance-requests'))
        return { status: 200, json: list(request.url.includes('payment=due') ? [] : [booked]) };
      return { status: 200, json: { data: user('resident') } };
    });
    renderDashboard();
    const openJobs = await screen.findByRole('region', { name: 'Open jobs' });
    expect(await within(openJobs).findByText(/^Confirmed: Thu 3 Dec, 9:00 to 11:00/)).toBeVisible();
    expect(
      within(openJobs).getByRole('link', { name: 'Leaking tap · Lake house' }),
    ).toHaveAttribute('href', `/maintenance-request?id=${booked.id}`);
  });

  it('leads "Choose plan" into the per-property subscription flow without changing any plan', async () => {
    Cookies.set('accessToken', 'resident-token', { path: '/' });
    api.server.script([], (request) => {
      if (request.url.startsWith('/api/v1/maintenance-plans'))
        return { status: 200, json: list(plans) };
      if (request.url.startsWith('/api/v1/auth'))
        return { status: 200, json: { data: user('resident') } };
      return { status: 200, json: list([]) };
    });
    const { router } = renderDashboard();
    expect(await screen.findByText('Add your first property to get started.')).toBeVisible();
    await userEvent.click(await screen.findByRole('link', { name: 'Choose Essential' }));
    expect(await screen.findByText('Subscription screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?planId=${plans[0]!.id}`);
    expect(api.server.requests.some((r) => r.method !== 'GET')).toBe(false);
    expect(api.toasts).toEqual([]);
  });
});
