import type { VendorAppointment } from '@homekeep/contracts/appointments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VendorSchedule } from './vendor-schedule';
import { list } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { answerRoutes, requestUrl, scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');

const visit = (orderId: string, orderStatus: VendorAppointment['orderStatus'], title: string) =>
  ({
    orderId,
    orderStatus,
    title,
    serviceName: 'Plumbing repair',
    start: '2026-05-04T14:00:00.000Z',
    end: '2026-05-04T16:00:00.000Z',
    timezone: 'America/Chicago',
    address: '12 Maple Street, Chicago, IL 60601',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=12+Maple+Street',
    residentFirstName: 'Rosa',
    residentPhone: null,
  }) satisfies VendorAppointment;

const inHand = visit('5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'en_route', 'Leaking tap');
const done = visit('6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'completed', 'Gutter clean');

const rangesAsked = () =>
  api.server.requests
    .map(requestUrl)
    .filter((url) => url.pathname === '/api/v1/vendor-appointments')
    .map((url) => {
      const from = Date.parse(url.searchParams.get('from')!);
      const to = Date.parse(url.searchParams.get('to')!);
      return Math.round((to - from) / 86_400_000);
    });

describe("the vendor's schedule", () => {
  it('keeps the week in the address and opens each job in the tab it is in now', async () => {
    api.server.script(
      [],
      answerRoutes('vendor', {
        'GET /api/v1/vendor-appointments': () => ({ status: 200, json: list([inHand, done]) }),
      }),
    );
    const { router } = renderRoutes(
      [{ path: '/orders', element: <VendorSchedule /> }],
      '/orders?tab=schedule&range=week',
    );
    expect(await screen.findByRole('link', { name: 'Leaking tap' })).toHaveAttribute(
      'href',
      `/orders?tab=mine&order=${inHand.orderId}`,
    );
    expect(screen.getByRole('link', { name: 'Gutter clean' })).toHaveAttribute(
      'href',
      `/orders?tab=completed&order=${done.orderId}`,
    );
    expect(screen.getByRole('radio', { name: 'Next 7 days' })).toBeChecked();
    expect(rangesAsked()).toEqual([7]);

    await userEvent.click(screen.getByText('Today'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=schedule'));
    await waitFor(() => expect(rangesAsked()).toEqual([7, 1]));
    await userEvent.click(screen.getByText('Next 7 days'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=schedule&range=week'));
  });
});
