import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PotentialClientForm } from './components/potential-client-form';
import { loadStoredLead, saveStoredLead } from './potential-client-storage';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');

const id = '3c9e1f4a-7b2d-4e6f-8a1b-2c3d4e5f6a7b';
const client = {
  id,
  firstName: 'Pat',
  lastName: 'Lead',
  email: 'pat@example.test',
  phone: null,
  company: null,
  propertyCount: null,
  interest: 'property-management',
  message: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  api.server.script([]);
  window.sessionStorage.clear();
});

const renderForm = () =>
  renderRoutes(
    [{ path: '/', element: <PotentialClientForm interest="property-management" /> }],
    '/',
  );

async function type(values: Record<string, string>) {
  const person = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await person.type(screen.getByLabelText(new RegExp(`^${label}`, 'i')), value);
  }
  return person;
}

describe('leave your details', () => {
  it('asks for a name and a valid email before sending anything', async () => {
    renderForm();
    const person = await type({ email: 'pat@' });
    await person.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(api.server.requests).toHaveLength(0);
  });

  it('creates the lead, keeps its token for this tab, adds details and thanks the visitor', async () => {
    api.server.script([
      { status: 201, json: { data: { ...client, token: 'secret-token' } } },
      { status: 200, json: { data: { ...client, phone: '+14065550142', propertyCount: 4 } } },
    ]);
    renderForm();
    let person = await type({
      'first name': 'Pat',
      'last name': 'Lead',
      email: 'pat@example.test',
    });
    await person.click(screen.getByRole('button', { name: 'Send my details' }));

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({
      firstName: 'Pat',
      lastName: 'Lead',
      email: 'pat@example.test',
      interest: 'property-management',
    });
    expect(loadStoredLead()).toEqual({
      id,
      token: 'secret-token',
      firstName: 'Pat',
      detailsSent: false,
    });
    expect(document.cookie).not.toContain('secret-token');

    person = await type({ phone: '(406) 555-0142', 'number of properties': '4' });
    await person.click(screen.getByRole('button', { name: 'Add these details' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Pat!');
    expect(api.server.requests[1]).toMatchObject({
      method: 'PUT',
      url: `/api/v1/potential-clients/${id}`,
    });
    expect(JSON.parse(api.server.requests[1]!.body)).toEqual({
      phone: '+14065550142',
      propertyCount: 4,
    });
    expect(loadStoredLead()?.detailsSent).toBe(true);
  });

  it('checks the optional details too', async () => {
    saveStoredLead({ id, token: 'secret-token', firstName: 'Pat', detailsSent: false });
    renderForm();
    const person = await type({ phone: 'call me' });
    await person.click(screen.getByRole('button', { name: 'Add these details' }));
    expect(
      await screen.findByText('Phone must be a valid phone number, such as (406) 555-0142'),
    ).toBeInTheDocument();
    expect(api.server.requests).toHaveLength(0);
  });

  it('picks up at step two after a reload, lets the visitor skip it and start over', async () => {
    saveStoredLead({ id, token: 'secret-token', firstName: 'Pat', detailsSent: false });
    renderForm();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Pat!');
    expect(api.server.requests).toHaveLength(0);

    await person.click(screen.getByRole('button', { name: 'Send details for someone else' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(loadStoredLead()).toBeNull();
  });

  it('starts over when the stored lead can no longer be updated', async () => {
    const message = 'These details cannot be found or can no longer be changed from here.';
    api.server.script([{ status: 404, json: { statusCode: 404, error: 'Not Found', message } }]);
    saveStoredLead({ id, token: 'stale-token', firstName: 'Pat', detailsSent: false });
    renderForm();
    const person = await type({ company: 'Maple Street Rentals' });
    await person.click(screen.getByRole('button', { name: 'Add these details' }));
    await waitFor(() => expect(api.toasts).toEqual([message]));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(loadStoredLead()).toBeNull();
  });
});
