import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LandingScreen } from './landing-screen';
import { ResidentDashboardScreen } from './resident-dashboard-screen';
import { apiSettings } from '@/lib/api';
import { banners, list, plans, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { startScriptServer, type Answer, type ScriptServer } from '@/test/script-server';

let server: ScriptServer;
let toasts: string[];

const failure = (status: number, message: string): Answer => ({
  status,
  json: { statusCode: status, error: 'Error', message },
});

beforeAll(async () => {
  server = await startScriptServer();
  apiSettings.baseUrl = server.baseUrl;
  apiSettings.wait = async () => {};
  apiSettings.notifyError = (message) => toasts.push(message);
});
afterAll(() => server.close());
beforeEach(() => {
  toasts = [];
});

describe('landing page', () => {
  it('shows the plans with their prices and the banners', async () => {
    server.script([], (request) =>
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
    expect(server.requests.find((r) => r.url.startsWith('/api/v1/banners'))?.url).toBe(
      '/api/v1/banners?page=1&limit=20',
    );
  });

  it('says so when there is nothing to show', async () => {
    server.script([], () => ({ status: 200, json: list([]) }));
    renderRoutes([{ path: '/home', element: <LandingScreen /> }], '/home');
    expect(await screen.findByText('No plans to show yet')).toBeInTheDocument();
    expect(await screen.findByText('Nothing new right now')).toBeInTheDocument();
  });

  it('shows an error with a way to try again when the API keeps failing', async () => {
    server.script([], () => failure(503, 'The service is starting, try again shortly'));
    renderRoutes([{ path: '/home', element: <LandingScreen /> }], '/home');
    expect(await screen.findByText('The plans could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    expect(toasts).toContain('The service is starting, try again shortly');
  });
});

describe('resident dashboard', () => {
  it('lets a resident without a plan choose one, then leads on to subscribing', async () => {
    Cookies.set('accessToken', 'resident-token', { path: '/' });
    const chosen = user('resident', { maintenancePlanId: plans[0]!.id });
    let current = user('resident');
    server.script([], (request) => {
      if (request.url.startsWith('/api/v1/maintenance-plans'))
        return { status: 200, json: list(plans) };
      if (request.method === 'PATCH') {
        current = chosen;
        return { status: 200, json: { data: chosen } };
      }
      return { status: 200, json: { data: current } };
    });
    const { router } = renderRoutes(
      [
        { path: '/', element: <ResidentDashboardScreen /> },
        { path: '/subscription', element: <p>Subscription screen</p> },
      ],
      '/',
    );
    expect(await screen.findByText('Good to see you, Rosa.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick your maintenance plan' })).toBeVisible();

    await userEvent.click(await screen.findByRole('button', { name: 'Choose Essential' }));

    expect(await screen.findByText('Subscription screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?planId=${plans[0]!.id}`);
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe('/api/v1/auth/maintenance-plan');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      data: { maintenancePlanId: plans[0]!.id },
    });

    await router.navigate('/');
    expect(
      await screen.findByRole('heading', { name: 'Your maintenance plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe your properties' })).toHaveAttribute(
      'href',
      `/subscription?planId=${plans[0]!.id}`,
    );
  });
});
