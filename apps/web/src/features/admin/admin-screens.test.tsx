import type { AdminVendor, Lead, Metrics } from '@homekeep/contracts/admin';
import type { AdminPayment } from '@homekeep/contracts/payment-refunds';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSettings } from '@/lib/api';
import { list, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import {
  startScriptServer,
  type Answer,
  type RecordedRequest,
  type ScriptServer,
} from '@/test/script-server';
import { AdminDashboardScreen } from './admin-dashboard-screen';
import { AdminLeadsScreen } from './admin-leads-screen';
import { AdminPaymentsScreen } from './admin-payments-screen';
import { AdminVendorsScreen } from './admin-vendors-screen';
import { ServiceForm } from './components/service-form';

let server: ScriptServer;
let toasts: string[];

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  // jsdom lays nothing out; Mantine's option list scrolls the active option into view.
  Element.prototype.scrollIntoView ??= () => {};
  server = await startScriptServer();
  apiSettings.baseUrl = server.baseUrl;
  apiSettings.wait = async () => {};
  apiSettings.notifyError = (message) => toasts.push(message);
});
afterAll(() => server.close());
beforeEach(() => {
  toasts = [];
  Cookies.set('accessToken', 'admin-token', { path: '/' });
  Cookies.set('role', 'admin', { path: '/' });
});

const lead: Lead = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'demo',
  name: 'Dana Whitfield',
  email: 'dana@maplecourt.example',
  phone: null,
  company: 'Maple Court HOA',
  propertyCount: 120,
  message: 'We manage 120 townhomes.',
  preferredDate: null,
  interest: null,
  status: 'new',
  note: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

const vendor: AdminVendor = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  profileId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  companyName: 'Quickfix Crew',
  email: 'quickfix@example.test',
  contactName: 'Quin Owner',
  standing: 'active',
  complete: true,
  missing: [],
  hold: null,
  suspensionReason: null,
  suspendedAt: null,
  verifiedAt: null,
  licenseNumber: 'LIC-2644',
  licenseExpiresAt: '2099-06-11',
  jobsDone: 4,
  rating: null,
  reviewCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const path = (request: RecordedRequest) => new URL(request.url, 'http://x');
const answer =
  (routes: Record<string, (request: RecordedRequest) => Answer>) =>
  (request: RecordedRequest): Answer => {
    const { pathname } = path(request);
    if (pathname === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
    const route = Object.entries(routes).find(([key]) => `${request.method} ${pathname}` === key);
    return route
      ? route[1](request)
      : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No such route' } };
  };

describe('leads inbox', () => {
  it('keeps its filters in the URL, asks the API for them and exports the same view', async () => {
    server.script(
      [],
      answer({
        'GET /api/v1/admin/leads': () => ({ status: 200, json: list([lead]) }),
        'GET /api/v1/admin/leads.csv': () => ({ status: 200, text: 'kind,status\r\ndemo,new\r\n' }),
      }),
    );
    const { router } = renderRoutes(
      [{ path: '/admin/leads', element: <AdminLeadsScreen /> }],
      '/admin/leads?status=new',
    );
    expect(await screen.findByRole('button', { name: 'Dana Whitfield' })).toBeVisible();
    const read = server.requests.find((r) => path(r).pathname === '/api/v1/admin/leads')!;
    expect(Object.fromEntries(path(read).searchParams)).toMatchObject({
      status: 'new',
      page: '1',
      sort: 'createdAt',
      order: 'desc',
    });

    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
    expect(router.state.location.search).toContain('order=asc');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(server.requests.some((r) => path(r).pathname === '/api/v1/admin/leads.csv')).toBe(
        true,
      ),
    );
    const csv = server.requests.find((r) => path(r).pathname === '/api/v1/admin/leads.csv')!;
    expect(path(csv).searchParams.get('status')).toBe('new');
    expect(path(csv).searchParams.get('sort')).toBe('name');
  });

  it('says so when nothing matches', async () => {
    server.script(
      [],
      answer({ 'GET /api/v1/admin/leads': () => ({ status: 200, json: list([]) }) }),
    );
    renderRoutes(
      [{ path: '/admin/leads', element: <AdminLeadsScreen /> }],
      '/admin/leads?global=nobody',
    );
    expect(await screen.findByText('No leads here')).toBeVisible();
  });

  it('saves a status and a note from the lead', async () => {
    server.script(
      [],
      answer({
        'GET /api/v1/admin/leads': () => ({ status: 200, json: list([lead]) }),
        [`PATCH /api/v1/admin/leads/${lead.id}`]: () => ({
          status: 200,
          json: { data: { ...lead, status: 'contacted' } },
        }),
      }),
    );
    renderRoutes([{ path: '/admin/leads', element: <AdminLeadsScreen /> }], '/admin/leads');
    await userEvent.click(await screen.findByRole('button', { name: 'Dana Whitfield' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByLabelText('Status', { selector: 'input' }));
    // The screen's status filter has the same options; the editor's list opens last.
    const options = await screen.findAllByRole('option', { name: 'Contacted', hidden: true });
    await userEvent.click(options.at(-1)!);
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: /Note/ }),
      'Called on Monday.',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ status: 'contacted', note: 'Called on Monday.' });
  });
});

describe('vendors', () => {
  it('asks before suspending, insists on a reason, then sends it', async () => {
    server.script(
      [],
      answer({
        'GET /api/v1/admin/vendors': () => ({ status: 200, json: list([vendor]) }),
        [`POST /api/v1/admin/vendors/${vendor.id}/suspend`]: () => ({
          status: 200,
          json: {
            data: { ...vendor, standing: 'suspended', suspendedAt: '2026-05-01T00:00:00.000Z' },
          },
        }),
      }),
    );
    renderRoutes([{ path: '/admin/vendors', element: <AdminVendorsScreen /> }], '/admin/vendors');
    expect(await screen.findByText('Quickfix Crew')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Quickfix Crew?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend vendor' }));
    expect(await within(dialog).findByText(/Give a reason/)).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Insurance lapsed',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend vendor' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      reason: 'Insurance lapsed',
    });
  });
});

describe('payments', () => {
  const payment: AdminPayment = {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    state: 'paid',
    amountCents: 14900,
    refundedCents: 0,
    currency: 'usd',
    paidAt: '2026-05-01T10:00:00.000Z',
    residentEmail: 'rosa@example.test',
    maintenanceRequestId: null,
    title: 'Gutter cleaning: Leaves',
    disputedAt: null,
  };

  it('refunds part of a payment after its amount, reason and a confirmation', async () => {
    server.script(
      [],
      answer({
        'GET /api/v1/admin/payments': () => ({ status: 200, json: list([payment]) }),
        [`POST /api/v1/admin/payments/${payment.id}/refund`]: () => ({
          status: 200,
          json: { data: { ...payment, state: 'partially_refunded', refundedCents: 7450 } },
        }),
      }),
    );
    renderRoutes(
      [{ path: '/admin/payments', element: <AdminPaymentsScreen /> }],
      '/admin/payments',
    );
    expect(await screen.findByText('Gutter cleaning: Leaves')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund/ });
    expect(amount).toHaveValue('149.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(await within(dialog).findByText('At most $149.00 is left to refund')).toBeVisible();
    expect(within(dialog).getByText(/Give a reason/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '74.50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Half undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $74.50' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      amountCents: 7450,
      reason: 'Half undone',
    });
  });
});

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
    server.script(
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
    const read = server.requests.find((r) => path(r).pathname === '/api/v1/admin/metrics')!;
    const { from, to } = Object.fromEntries(path(read).searchParams);
    expect(Date.parse(to!) - Date.parse(from!)).toBe(7 * 86_400_000);
  });
});

describe('dashboard on the test clock', () => {
  it('ends the period at the product clock’s day, not the real one', async () => {
    server.script(
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
    const read = server.requests.find((r) => path(r).pathname === '/api/v1/admin/metrics')!;
    expect(Object.fromEntries(path(read).searchParams)).toMatchObject({
      from: '2031-02-09T00:00:00.000Z',
      to: '2031-03-11T00:00:00.000Z',
    });
  });
});

describe('service editor', () => {
  it('checks the fields before sending, and sends a valid service', async () => {
    server.script(
      [],
      answer({
        'POST /api/v1/admin/services': (request) => ({
          status: 201,
          json: { data: { ...JSON.parse(request.body), id: lead.id, updatedAt: lead.createdAt } },
        }),
      }),
    );
    let closed = 0;
    renderRoutes([{ path: '/', element: <ServiceForm onClose={() => (closed += 1)} /> }], '/');
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the name')).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Name/ }),
      'Water heater flush',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Image' }),
      'javascript:alert(1)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/must start with/)).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Image' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(1));
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body)).toMatchObject({
      name: 'Water heater flush',
      kind: 'home',
      priceCents: 0,
      imageUrl: null,
      active: true,
    });
  });
});
