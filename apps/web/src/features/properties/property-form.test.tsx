import type { Property } from '@homekeep/contracts/properties';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EditPropertyScreen } from './edit-property-screen';
import { NewPropertyScreen } from './new-property-screen';
import { PropertyDetailScreen } from './property-detail-screen';
import { list } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');

const photo = { id: '9a1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e02', url: '/api/v1/files/9a1c/content' };
const saved: Property = {
  id: '7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e03',
  name: 'Lake house',
  addressLine1: '12 Shore Road',
  addressLine2: null,
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  country: 'US',
  type: 'house',
  sizeSqft: 1800,
  bedrooms: 3,
  bathrooms: 2.5,
  yearBuilt: 1978,
  notes: null,
  timezone: 'America/Chicago',
  photos: [photo],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The API as the form sees it: lookups, uploads and properties. */
function answer(request: RecordedRequest) {
  if (request.url.startsWith('/api/v1/countries'))
    return { status: 200, json: list([{ id: 233, name: 'United States', code: 'US' }]) };
  if (request.url.startsWith('/api/v1/states'))
    return {
      status: 200,
      json: list([
        { id: 1, name: 'Wisconsin', code: 'WI', countryId: 233 },
        { id: 2, name: 'California', code: 'CA', countryId: 233 },
      ]),
    };
  if (request.url.startsWith('/api/v1/zip-codes')) {
    const known = { id: 9, name: '53703 — Madison, WI', code: '53703', cityId: 4, stateId: 1 };
    return { status: 200, json: list(request.url.includes('global=53703') ? [known] : []) };
  }
  if (request.url === '/api/v1/files/multi-files')
    return {
      status: 201,
      json: { data: [{ ...photo, name: 'a.png', size: 3, mimeType: 'image/png' }] },
    };
  if (request.method === 'POST') return { status: 201, json: { data: saved } };
  if (request.method === 'PUT') return { status: 200, json: { data: saved } };
  return { status: 200, json: { data: saved } };
}

beforeEach(() => {
  api.server.script([], answer);
});

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/dashboard/properties/new', element: <NewPropertyScreen /> },
      { path: '/dashboard/properties/:id', element: <PropertyDetailScreen /> },
      { path: '/dashboard/properties/:id/edit', element: <EditPropertyScreen /> },
    ],
    path,
  );

describe('property form', () => {
  it('names each missing or invalid field by its label and sends nothing', async () => {
    renderAt('/dashboard/properties/new');
    await userEvent.type(await screen.findByLabelText(/zip code/i), '123');
    await userEvent.type(screen.getByLabelText('Year built'), String(new Date().getFullYear() + 2));
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));

    expect(await screen.findByText('Property name is required')).toBeInTheDocument();
    expect(screen.getByText('Street address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(
      screen.getByText('Zip code must be a US zip code such as 94107 or 94107-1234'),
    ).toBeInTheDocument();
    expect(screen.getByText('Year built cannot be in the future')).toBeInTheDocument();
    expect(api.server.requests.some((r) => r.url === '/api/v1/properties')).toBe(false);
  });

  it('refuses a size whose commas do not group thousands', async () => {
    renderAt('/dashboard/properties/new');
    await userEvent.type(await screen.findByLabelText(/size/i), '2,1');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Size (sq ft) must be a number')).toBeInTheDocument();
  });

  it('adds a property with a photo and opens it', async () => {
    const { router } = renderAt('/dashboard/properties/new');
    await userEvent.type(await screen.findByLabelText(/property name/i), 'Lake house');
    await userEvent.type(screen.getByLabelText(/street address/i), '12 Shore Road');
    await userEvent.type(screen.getByLabelText(/^city/i), 'Madison');
    const state = screen.getByLabelText(/^state/i);
    await waitFor(() =>
      expect(within(state).getByRole('option', { name: 'Wisconsin' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(state, 'WI');
    await userEvent.type(screen.getByLabelText(/zip code/i), '53703');
    await userEvent.type(screen.getByLabelText(/size/i), '2,100');
    await userEvent.type(screen.getByLabelText(/^bedrooms/i), '3');
    await userEvent.type(screen.getByLabelText(/^bathrooms/i), '2.5');
    await userEvent.type(screen.getByLabelText('Year built'), '1978');

    const image = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add photos'), image);
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', photo.url);
    const upload = api.server.requests.find((r) => r.url === '/api/v1/files/multi-files');
    expect(upload?.body).toMatch(/name="files"; filename="[^"]+"\r\nContent-Type: image\/png/);

    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/properties/${saved.id}`),
    );
    const post = api.server.requests.find(
      (r) => r.method === 'POST' && r.url === '/api/v1/properties',
    );
    expect(JSON.parse(post!.body)).toEqual({
      name: 'Lake house',
      addressLine1: '12 Shore Road',
      addressLine2: null,
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
      country: 'US',
      type: 'house',
      sizeSqft: 2100,
      bedrooms: 3,
      bathrooms: 2.5,
      yearBuilt: 1978,
      notes: null,
      photoFileIds: [photo.id],
    });
    expect(await screen.findByRole('heading', { name: 'Lake house' })).toBeInTheDocument();
  });

  it('fills in the city and state of a known zip code, and offers it for a mistyped city', async () => {
    renderAt('/dashboard/properties/new');
    const state = await screen.findByLabelText(/^state/i);
    await waitFor(() =>
      expect(within(state).getByRole('option', { name: 'Wisconsin' })).toBeInTheDocument(),
    );
    await userEvent.type(screen.getByLabelText(/zip code/i), '53703');
    // The city input shows its value at once; the state select once the form has rendered again.
    await waitFor(() => {
      expect(screen.getByLabelText(/^city/i)).toHaveValue('Madison');
      expect(screen.getByLabelText(/^state/i)).toHaveValue('WI');
    });

    await userEvent.clear(screen.getByLabelText(/^city/i));
    await userEvent.type(screen.getByLabelText(/^city/i), 'Madson');
    await userEvent.click(await screen.findByRole('button', { name: 'Use Madison, WI' }));
    expect(screen.getByLabelText(/^city/i)).toHaveValue('Madison');

    await userEvent.clear(screen.getByLabelText(/zip code/i));
    await userEvent.type(screen.getByLabelText(/zip code/i), '00000');
    expect(await screen.findByText(/We do not know zip code 00000/)).toBeVisible();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    renderAt('/dashboard/properties/new');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(await screen.findByLabelText('Add photos'), text, {
      applyAccept: false,
    });
    expect(
      await screen.findByText('"notes.txt" is not a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
    expect(api.server.requests.some((r) => r.url.startsWith('/api/v1/files'))).toBe(false);
  });

  it('edits a property: starts from its values, removes a photo, saves with PUT', async () => {
    const { router } = renderAt(`/dashboard/properties/${saved.id}/edit`);
    const name = await screen.findByLabelText(/property name/i);
    expect(name).toHaveValue('Lake house');
    expect(screen.getByLabelText(/^bathrooms/i)).toHaveValue('2.5');
    expect(screen.getByLabelText(/size/i)).toHaveValue('1,800');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cabin');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/properties/${saved.id}`),
    );
    const put = api.server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/properties/${saved.id}`);
    expect(JSON.parse(put!.body)).toMatchObject({
      name: 'Cabin',
      bathrooms: 2.5,
      photoFileIds: [],
    });
  });

  it('shows on its page the zone appointments are agreed in', async () => {
    renderAt(`/dashboard/properties/${saved.id}`);
    const zone = await screen.findByText('Time zone');
    expect(zone.nextElementSibling).toHaveTextContent('Central time (America/Chicago)');
  });

  it('edits the time zone, and a new zip code goes back to its own zone', async () => {
    const { router } = renderAt(`/dashboard/properties/${saved.id}/edit`);
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('America/Chicago');

    const zip = screen.getByLabelText(/zip code/i);
    await userEvent.clear(zip);
    await userEvent.type(zip, '96813');
    expect(zone).toHaveValue('');
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(
      'Set from the zip code',
    );

    await userEvent.selectOptions(zone, 'Pacific/Honolulu');
    await userEvent.clear(zip);
    await userEvent.type(zip, '96814');
    expect(zone).toHaveValue('Pacific/Honolulu');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/properties/${saved.id}`),
    );
    const put = api.server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body)).toMatchObject({ zipCode: '96814', timezone: 'Pacific/Honolulu' });
  });
});
