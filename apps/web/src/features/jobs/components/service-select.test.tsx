import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { list, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';
import { ServiceSelect } from './service-select';

const api = scriptedApi('resident');
const plumbing = { id: '3b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0c', name: 'Plumbing repair' };

function Field() {
  const [value, setValue] = useState<string | null>(null);
  return <ServiceSelect value={value} onChange={setValue} />;
}

describe('the service field', () => {
  it('says under the field when the catalogue has nothing for what was typed', async () => {
    api.server.script([], (request) => {
      const url = new URL(request.url, 'http://x');
      if (url.pathname === '/api/v1/auth') return { status: 200, json: { data: user('resident') } };
      const typed = url.searchParams.get('global') ?? '';
      return { status: 200, json: list('plumbing'.startsWith(typed) ? [plumbing] : []) };
    });
    renderRoutes([{ path: '/', element: <Field /> }], '/');
    const person = userEvent.setup();
    const field = screen.getByLabelText(/^Service/, { selector: 'input' });
    await person.type(field, 'plum');
    expect(
      await screen.findByRole('option', { name: 'Plumbing repair', hidden: true }),
    ).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await person.clear(field);
    await person.type(field, 'xylophone');
    expect(
      await screen.findByText('No service matches “xylophone”. Try another word.'),
    ).toHaveAttribute('role', 'status');
    // No empty listbox is left open (axe: a listbox must hold options).
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
