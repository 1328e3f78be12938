import type { AdminVendor, Lead } from '@homekeep/contracts/admin';
import type { AdminPayment } from '@homekeep/contracts/payment-refunds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { list } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { answerRoutes, requestUrl, scriptedApi } from '@/test/scripted-api';
import { AdminLeadsScreen } from './admin-leads-screen';
import { AdminPaymentsScreen } from './admin-payments-screen';
import { AdminVendorsScreen } from './admin-vendors-screen';
import { ServiceForm } from './components/service-form';

const api = scriptedApi('admin');

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

const answer = (routes: Parameters<typeof answerRoutes>[1]) => answerRoutes('admin', routes);

describe('leads inbox', () => {
  it('keeps its filters in the URL, asks the API for them and exports the same view', async () => {
    api.server.script(
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
    const read = api.server.requests.find((r) => requestUrl(r).pathname === '/api/v1/admin/leads')!;
    expect(Object.fromEntries(requestUrl(read).searchParams)).toMatchObject({
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
      expect(
        api.server.requests.some((r) => requestUrl(r).pathname === '/api/v1/admin/leads.csv'),
      ).toBe(true),
    );
    const csv = api.server.requests.find(
      (r) => requestUrl(r).pathname === '/api/v1/admin/leads.csv',
    )!;
    expect(requestUrl(csv).searchParams.get('status')).toBe('new');
    expect(requestUrl(csv).searchParams.get('sort')).toBe('name');
  });

  it('opens a lead from the address, writes the one opened there and says when it is gone', async () => {
    api.server.script(
      [],
      answer({ 'GET /api/v1/admin/leads': () => ({ status: 200, json: list([lead]) }) }),
    );
    const { router } = renderRoutes(
      [{ path: '/admin/leads', element: <AdminLeadsScreen /> }],
      `/admin/leads?open=${lead.id}`,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Dana Whitfield' });
    expect(drawer).toHaveTextContent('We manage 120 townhomes.');
    const read = api.server.requests.find((r) => requestUrl(r).pathname === '/api/v1/admin/leads')!;
    expect(requestUrl(read).searchParams.has('open')).toBe(false);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).not.toContain('open='));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Dana Whitfield' }));
    await waitFor(() => expect(router.state.location.search).toContain(`open=${lead.id}`));
    expect(await screen.findByRole('dialog', { name: 'Dana Whitfield' })).toBeVisible();

    await router.navigate('/admin/leads?open=0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(await screen.findByText('That lead is not in this view')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    api.server.script(
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
    api.server.script(
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
    await waitFor(() => expect(api.server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = api.server.requests.find((r) => r.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ status: 'contacted', note: 'Called on Monday.' });
  });
});

describe('vendors', () => {
  it('asks before suspending, insists on a reason, then sends it', async () => {
    api.server.script(
      [],
      answer({
        'GET /api/v1/admin/vendors': () => ({
          status: 200,
          json: list([{ ...vendor, complete: false, missing: ['licenseNumber', 'zipCodes'] }]),
        }),
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
    expect(
      screen.getByText('Profile lacks licence number, at least one service-area zip code'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Quickfix Crew?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend vendor' }));
    expect(await within(dialog).findByText(/Give a reason/)).toBeVisible();
    expect(api.server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Insurance lapsed',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend vendor' }));
    await waitFor(() => expect(api.server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(api.server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
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
    let current = payment;
    api.server.script(
      [],
      answer({
        'GET /api/v1/admin/payments': () => ({ status: 200, json: list([current]) }),
        [`POST /api/v1/admin/payments/${payment.id}/refund`]: () => {
          current = { ...payment, state: 'partially_refunded', refundedCents: 7450 };
          return { status: 200, json: { data: current } };
        },
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
    expect(api.server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $74.50' }));
    await waitFor(() => expect(api.server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(api.server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      amountCents: 7450,
      reason: 'Half undone',
    });

    // Opened again, it offers what is left now, not what was left before.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        api.server.requests.filter((r) => r.url.startsWith('/api/v1/admin/payments?')).length,
      ).toBeGreaterThan(1),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('dialog', { name: 'Refund this payment' });
    expect(within(again).getByRole('textbox', { name: /Amount to refund/ })).toHaveValue('74.50');
  });
});

describe('service editor', () => {
  it('checks the fields before sending, and sends a valid service', async () => {
    api.server.script(
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
    expect(api.server.requests.filter((r) => r.method === 'POST')).toEqual([]);
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
    const post = api.server.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body)).toMatchObject({
      name: 'Water heater flush',
      kind: 'home',
      priceCents: 0,
      imageUrl: null,
      active: true,
    });
  });
});
