import type { VendorProfile } from '@homekeep/contracts/vendors';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrdersScreen } from './orders-screen';
import { list } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');
let standing: Pick<VendorProfile, 'hold' | 'suspensionReason' | 'licenseExpiresAt'>;

function answer(request: RecordedRequest) {
  if (request.url === '/api/v1/vendors/profile')
    return { status: 200, json: { data: { complete: true, missing: [], ...standing } } };
  if (request.url === '/api/v1/vendors/payout-account')
    return {
      status: 200,
      json: { data: { status: 'enabled', payoutsEnabled: true, missing: [] } },
    };
  if (request.url.startsWith('/api/v1/vendor-orders?')) return { status: 200, json: list([]) };
  return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No route' } };
}

beforeEach(() => {
  api.server.script([], answer);
});

const renderOrders = () =>
  renderRoutes([{ path: '/orders', element: <OrdersScreen /> }], '/orders');

describe('Orders of a vendor held back from jobs', () => {
  it('says a suspended vendor is suspended, why, and how to reach support', async () => {
    standing = { hold: 'suspended', suspensionReason: 'Unpaid fees', licenseExpiresAt: null };
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is suspended')).toBeInTheDocument();
    expect(alert).toHaveTextContent('for this reason: Unpaid fees');
    expect(within(alert).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(await screen.findByText('No jobs while your account is suspended')).toBeInTheDocument();
    expect(screen.queryByText('No open jobs right now')).not.toBeInTheDocument();
  });

  it('sends a vendor whose licence expired to the company profile to renew it', async () => {
    standing = { hold: 'license_expired', suspensionReason: null, licenseExpiresAt: '2026-01-15' };
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your licence has expired')).toBeInTheDocument();
    expect(alert).toHaveTextContent('valid until Jan 15, 2026');
    expect(
      within(alert).getByRole('link', {
        name: 'enter the new expiry date on your company profile',
      }),
    ).toHaveAttribute('href', '/profile-setup');
    expect(await screen.findByText('No jobs while your licence has expired')).toBeInTheDocument();
  });

  it('says nothing of a hold to a vendor in good standing', async () => {
    standing = { hold: null, suspensionReason: null, licenseExpiresAt: null };
    renderOrders();
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
