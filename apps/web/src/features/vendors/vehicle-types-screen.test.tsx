import type { Vehicle } from '@homekeep/contracts/vendors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VehicleTypesScreen } from './vehicle-types-screen';
import { list } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { Answer, RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');

const van: Vehicle = {
  id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  vehicleTypeId: 2,
  vehicleTypeName: 'Cargo van',
  make: 'Ford',
  model: 'Transit',
  year: 2021,
  licensePlate: '7ABC123',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A small in-memory fleet behind the scripted API. */
function fleetApi(state: {
  vehicles: Vehicle[];
  equipment?: { equipmentId: number; name: string }[];
}) {
  return (request: RecordedRequest): Answer => {
    const path = new URL(request.url, 'http://x').pathname.replace('/api/v1', '');
    if (path === '/vendor-vehicles') return { status: 200, json: list(state.vehicles) };
    if (path === '/vendor-equipments') return { status: 200, json: list(state.equipment ?? []) };
    if (path === '/equipments') return { status: 200, json: list([{ id: 1, name: 'Ladder' }]) };
    if (path === '/vehicle-types')
      return { status: 200, json: list([{ id: 2, name: 'Cargo van' }]) };
    if (path === '/vendor-vehicles/add')
      return {
        status: 409,
        json: {
          statusCode: 409,
          error: 'Conflict',
          message: 'You have already registered a vehicle with licence plate 7ABC123.',
        },
      };
    if (request.method === 'DELETE' && path.startsWith('/vendor-equipments/')) {
      state.equipment = [];
      return { status: 204 };
    }
    if (request.method === 'DELETE') {
      state.vehicles = [];
      return { status: 204 };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No such route' } };
  };
}

const renderScreen = () =>
  renderRoutes(
    [{ path: '/truck-vehicle-type', element: <VehicleTypesScreen /> }],
    '/truck-vehicle-type',
  );

describe('vehicles and equipment', { timeout: 30_000 }, () => {
  it('removes a vehicle only after the confirmation', async () => {
    api.server.script([], fleetApi({ vehicles: [van] }));
    renderScreen();
    const card = await screen.findByRole('article', { name: '7ABC123' });
    expect(within(card).getByText('2021 Ford Transit')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove vehicle 7ABC123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this vehicle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove vehicle 7ABC123' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this vehicle?' })).getByRole(
        'button',
        { name: 'Remove vehicle' },
      ),
    );
    expect(await screen.findByText('No vehicles yet')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vehicles' })).toHaveFocus());
    expect(api.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      `/api/v1/vendor-vehicles/${van.id}`,
    ]);
    expect(screen.getByText('No equipment listed yet', { exact: false })).toBeVisible();
  });

  it('removes equipment from the keyboard alone, then puts the focus on its section', async () => {
    api.server.script(
      [],
      fleetApi({ vehicles: [], equipment: [{ equipmentId: 1, name: 'Ladder' }] }),
    );
    renderScreen();
    const remove = await screen.findByRole('button', { name: 'Remove Ladder' });
    for (let step = 0; step < 40 && document.activeElement !== remove; step += 1) {
      await userEvent.tab();
    }
    expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove this equipment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove equipment' }));

    expect(await screen.findByText('No equipment listed yet', { exact: false })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Equipment' })).toHaveFocus());
    expect(api.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/v1/vendor-equipments/1',
    ]);
  });

  it('checks the new vehicle before sending it, and marks a plate already registered', async () => {
    api.server.script([], fleetApi({ vehicles: [] }));
    renderScreen();
    await screen.findByText('No vehicles yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Choose a vehicle type')).toBeVisible();
    expect(screen.getByText('Enter the year')).toBeVisible();
    expect(api.server.requests.some((r) => r.method === 'POST')).toBe(false);

    const input = (label: string) =>
      screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await waitFor(() => expect(input('Vehicle type')).toBeEnabled());
    await userEvent.click(input('Vehicle type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Cargo van', hidden: true }));
    await userEvent.type(input('Make'), 'Ford');
    await userEvent.type(input('Model'), 'Transit');
    await userEvent.type(input('Year'), '1890');
    await userEvent.type(input('Licence plate'), '7abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Year must be 1950 or later')).toBeVisible();

    await userEvent.clear(input('Year'));
    await userEvent.type(input('Year'), '2021');
    await userEvent.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('You have already registered this plate.')).toBeVisible();
    const post = api.server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({
      data: {
        vehicleTypeId: 2,
        make: 'Ford',
        model: 'Transit',
        year: 2021,
        licensePlate: '7abc123',
      },
    });
    expect(api.toasts).toEqual([
      'You have already registered a vehicle with licence plate 7ABC123.',
    ]);
  });
});
