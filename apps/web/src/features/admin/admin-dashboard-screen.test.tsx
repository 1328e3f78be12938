import type { Metrics } from '@homekeep/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { answerRoutes, requestUrl, scriptedApi } from '@/test/scripted-api';
import { AdminDashboardScreen } from './admin-dashboard-screen';

const api = scriptedApi('admin');

const answer = (routes: Parameters<typeof answerRoutes>[1]) => answerRoutes('admin', routes);

const metrics: Metrics = {
  from: '2026-04-01T00:00:00.000Z',
  to: '2026-05-01T00:00:00.000Z',
  requestsPerDay: [
    { day: '2026-04-29', count: 2 },
    { day: '2026-04-30', count: 5 },
  ],
  medianAcceptSeconds: 1200,
  completionRate: 0.5,
  revenueByMonth: [{ month: '2026-04', amountCents: 129900 }],
  revenueByPlan: [
    { planId: '0b7a4a52-8f55-4d6f-9a2b-3e1c5d7f9a11', name: 'Essential', amountCents: 5800 },
  ],
  vendorsByState: [],
};

describe('dashboard', () => {
  it('shows the figures, and each chart’s numbers as a table for screen readers', async () => {
    api.server.script(
      [],
      answer({ 'GET /api/v1/admin/metrics': () => ({ status: 200, json: { data: metrics } }) }),
    );
    renderRoutes([{ path: '/admin', element: <AdminDashboardScreen /> }], '/admin?days=7');
    expect(await screen.findByText('20 min')).toBeVisible();
    expect(screen.getByText('50%')).toBeVisible();
    const perDay = screen.getByRole('table', { name: 'Requests per day' });
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toHaveLength(3);
    expect(within(perDay).getByRole('cell', { name: '5' })).toBeInTheDocument();
    const byPlan = screen.getByRole('table', { name: 'Revenue by plan' });
    expect(within(byPlan).getByRole('cell', { name: 'Essential' })).toBeInTheDocument();
    expect(screen.getByText('Nothing in this period yet.')).toBeVisible();
    const read = api.server.requests.find(
      (r) => requestUrl(r).pathname === '/api/v1/admin/metrics',
    )!;
    const { from, to } = Object.fromEntries(requestUrl(read).searchParams);
    expect(Date.parse(to!) - Date.parse(from!)).toBe(7 * 86_400_000);
  });
});

describe('dashboard on the test clock', () => {
  it('ends the period at the product clock’s day, not the real one', async () => {
    api.server.script(
      [],
      answer({
        'GET /api/v1/admin/clock': () => ({
          status: 200,
          json: { data: { now: '2031-03-10T15:00:00.000Z', offsetSeconds: 1 } },
        }),
        'GET /api/v1/admin/metrics': () => ({ status: 200, json: { data: metrics } }),
      }),
    );
    renderRoutes([{ path: '/admin', element: <AdminDashboardScreen /> }], '/admin?days=30');
    expect(await screen.findByText('20 min')).toBeVisible();
    const read = api.server.requests.find(
      (r) => requestUrl(r).pathname === '/api/v1/admin/metrics',
    )!;
    expect(Object.fromEntries(requestUrl(read).searchParams)).toMatchObject({
      from: '2031-02-09T00:00:00.000Z',
      to: '2031-03-11T00:00:00.000Z',
    });
  });
});
