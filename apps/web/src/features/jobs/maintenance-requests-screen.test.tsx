import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MaintenanceRequestsScreen } from './maintenance-requests-screen';
import { list } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';
import { noReviews, requestPayment } from '@/test/job-fixtures';

const api = scriptedApi('resident');
let properties: { id: string; name: string }[];

const service = { id: '3b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0c', name: 'Plumbing repair' };
const house = {
  id: '4b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0d',
  name: 'Lake house',
  timezone: 'America/Chicago',
};

const leak = {
  id: '5b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0e',
  title: 'Leaking tap',
  description: 'The kitchen tap drips.',
  urgency: 'high',
  status: 'open',
  preferredDate: '2026-12-05',
  preferredTimeWindow: 'morning',
  property: { id: house.id, name: house.name, address: '12 Shore Road, Madison, WI 53703' },
  service,
  photos: [],
  completionPhotos: [] as { id: string; url: string }[],
  payment: requestPayment(),
  timezone: 'America/Chicago',
  availability: [],
  appointment: null,
  order: {
    id: '6b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0f',
    status: 'pending',
    vendorCompanyName: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    history: [],
  },
  completedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  vendorRating: null,
  reviews: noReviews,
};

const quote = {
  listPriceCents: 14900,
  discountPercent: 10,
  priceCents: 13410,
  currency: 'usd',
  planName: 'Essential',
};

function answer(request: RecordedRequest) {
  if (request.url.startsWith('/api/v1/maintenance-requests/quote?'))
    return { status: 200, json: { data: quote } };
  if (request.url === `/api/v1/maintenance-requests/${leak.id}`)
    return { status: 200, json: { data: leak } };
  if (request.url.startsWith('/api/v1/maintenance-requests'))
    return { status: 200, json: list([leak]) };
  if (request.url.startsWith('/api/v1/properties')) return { status: 200, json: list(properties) };
  if (request.url === `/api/v1/services/${service.id}`)
    return { status: 200, json: { data: service } };
  if (request.url.startsWith('/api/v1/services')) return { status: 200, json: list([service]) };
  if (request.method === 'POST')
    return { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'stop here' } };
  return { status: 200, json: list([]) };
}

beforeEach(() => {
  properties = [house];
  api.server.script([], answer);
});

const renderAt = (path: string) =>
  renderRoutes([{ path: '/maintenance-request', element: <MaintenanceRequestsScreen /> }], path);

describe('MaintenanceRequestsScreen', () => {
  it('offers to add a property first when the resident has none', async () => {
    properties = [];
    renderAt('/maintenance-request?new=1');
    expect(await screen.findByText('Add a property first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a property' })).toHaveAttribute(
      'href',
      '/dashboard/properties/new',
    );
  });

  it('says the properties could not be loaded rather than that there are none', async () => {
    api.server.script([], (request) =>
      request.url.startsWith('/api/v1/properties')
        ? { status: 503, json: { statusCode: 503, message: 'The database is not answering' } }
        : answer(request),
    );
    renderAt('/maintenance-request?new=1');
    expect(await screen.findByText('Your properties could not be loaded')).toBeVisible();
    expect(screen.queryByText('Add a property first')).not.toBeInTheDocument();

    api.server.script([], answer);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'New maintenance request' })).toBeVisible();
  });

  it('checks the form before sending, then sends the preselected service', async () => {
    renderAt(`/maintenance-request?serviceId=${service.id}`);
    const form = await screen.findByRole('form', { name: 'New maintenance request' });
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Service/, { selector: 'input' })).toHaveValue(
        service.name,
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('description is required')).toBeInTheDocument();
    expect(api.server.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/what needs doing/i), 'The tap drips.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.server.requests.some((r) => r.method === 'POST')).toBe(true));
    const sent = api.server.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(sent.body)).toMatchObject({
      propertyId: house.id,
      serviceId: service.id,
      description: 'The tap drips.',
      urgency: 'normal',
      preferredTimeWindow: 'any',
      photoFileIds: [],
    });
  });

  it("shows the list price struck through, the plan's price, and what happens about payment", async () => {
    renderAt(`/maintenance-request?serviceId=${service.id}`);
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(await within(price).findByText('$134.10')).toBeVisible();
    expect(within(price).getByText('$149.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(price).getByText("10% off with this property's Essential plan.")).toBeVisible();
    expect(within(price).getByText(/Nothing is charged when you send the request/)).toBeVisible();
    const asked = api.server.requests.find((r) => r.url.includes('/quote?'))!;
    expect(asked.url).toContain(`propertyId=${house.id}`);
    expect(asked.url).toContain(`serviceId=${service.id}`);
  });

  it('shows the photos the vendor took of the work done', async () => {
    const photo = { id: '8b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e08', url: '/api/v1/files/done/content' };
    leak.completionPhotos = [photo];
    try {
      renderAt('/maintenance-request');
      await userEvent.click(await screen.findByRole('button', { name: /Leaking tap/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Request details' });
      expect(await within(drawer).findByText('Photos of the work done')).toBeVisible();
      expect(within(drawer).getByRole('img', { name: 'Photo 1 of the work done' })).toHaveAttribute(
        'src',
        photo.url,
      );
    } finally {
      leak.completionPhotos = [];
    }
  });

  it('marks a completed job whose bill is due and pays exactly that bill', async () => {
    const before = leak.payment;
    leak.payment = requestPayment({ status: 'due', dueAt: '2026-11-20T15:00:00.000Z' });
    api.server.script([], (request) =>
      request.url === '/api/v1/transactions/create-checkout-session'
        ? { status: 201, json: { data: { id: 't1', url: '/checkout?transaction=t1' } } }
        : answer(request),
    );
    try {
      renderAt('/maintenance-request');
      const opener = await screen.findByRole('button', { name: /Leaking tap/ });
      expect(within(opener).getByText('Payment due · $134.10')).toBeVisible();
      await userEvent.click(opener);
      const drawer = await screen.findByRole('dialog', { name: 'Request details' });
      const bill = await within(drawer).findByRole('region', { name: 'Payment due' });
      expect(within(bill).getByText(/completed on Nov 20, 2026/)).toBeVisible();
      expect(within(bill).getByText("10% off $149.00 with the property's plan.")).toBeVisible();
      await userEvent.click(within(bill).getByRole('button', { name: 'Pay $134.10' }));
      await waitFor(() =>
        expect(api.server.requests.some((r) => r.url.endsWith('/create-checkout-session'))).toBe(
          true,
        ),
      );
      const checkout = api.server.requests.find((r) => r.url.endsWith('/create-checkout-session'))!;
      expect(JSON.parse(checkout.body)).toEqual({
        data: {
          items: [{ productId: leak.payment.productId, quantity: 1 }],
          maintenanceRequestId: leak.id,
        },
      });
    } finally {
      leak.payment = before;
    }
  });

  it('says an open job is paid only once completed, with nothing to pay yet', async () => {
    renderAt('/maintenance-request');
    await userEvent.click(await screen.findByRole('button', { name: /Leaking tap/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Request details' });
    const price = await within(drawer).findByRole('region', { name: 'Price' });
    expect(within(price).getByText('$134.10')).toBeVisible();
    expect(within(price).getByText(/Once the job is completed, you pay it here/)).toBeVisible();
    expect(within(price).queryByRole('button')).toBeNull();
  });

  it('names the drawer and its close button, says back the urgency, and returns focus', async () => {
    renderAt('/maintenance-request');
    const opener = await screen.findByRole('button', { name: /Leaking tap/ });
    expect(opener).toHaveTextContent('High urgency');
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Request details' });
    expect(await within(drawer).findByText(/, in the morning$/)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Leaking tap/ })).toHaveFocus(), {
      timeout: 2000,
    });
  });

  it('puts the focus on the request’s title once it is canceled, its button gone', async () => {
    let current = leak;
    api.server.script([], (request) => {
      if (request.url === `/api/v1/maintenance-requests/${leak.id}/cancel`) {
        current = { ...leak, status: 'canceled', order: { ...leak.order, status: 'canceled' } };
        return { status: 200, json: { data: current } };
      }
      if (request.url === `/api/v1/maintenance-requests/${leak.id}`)
        return { status: 200, json: { data: current } };
      return answer(request);
    });
    renderAt(`/maintenance-request?id=${leak.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Request details' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Cancel request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel "Leaking tap"?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel request' }));

    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Cancel request' })).toBeNull(),
    );
    await waitFor(() =>
      expect(within(drawer).getByRole('heading', { name: 'Leaking tap' })).toHaveFocus(),
    );
  });
});
