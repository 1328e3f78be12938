import type { Property } from '@homekeep/contracts/properties';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PropertyDetailScreen } from './property-detail-screen';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');

const home: Property = {
  id: '7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e03',
  name: 'Lake house',
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
  timezone: 'America/Chicago',
  photos: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const refusal =
  'Lake house has an active maintenance plan. Cancel the plan first; the property can be removed once it has ended.';

function answer(request: RecordedRequest) {
  if (request.method === 'DELETE') return { status: 409, json: { message: refusal } };
  return { status: 200, json: { data: home } };
}

beforeEach(() => {
  api.server.script([], answer);
});

describe('removing a property', () => {
  it('says what will happen before anything is sent', async () => {
    renderRoutes(
      [{ path: '/dashboard/properties/:id', element: <PropertyDetailScreen /> }],
      `/dashboard/properties/${home.id}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lake house?' });
    expect(
      within(dialog).getByText(/past jobs, plans and payments stay in your history/),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/active maintenance plan or an open job cannot be removed/),
    ).toBeVisible();
    expect(api.server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('tells a refusal once, inside the dialog, and keeps the property', async () => {
    const { router } = renderRoutes(
      [{ path: '/dashboard/properties/:id', element: <PropertyDetailScreen /> }],
      `/dashboard/properties/${home.id}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lake house?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove property' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(api.server.requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(api.toasts).toEqual([]);
    expect(router.state.location.pathname).toBe(`/dashboard/properties/${home.id}`);
  });
});
