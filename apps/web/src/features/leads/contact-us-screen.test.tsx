import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactUsScreen } from './contact-us-screen';
import { localToday } from './lead-form-schemas';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('visitor');

beforeEach(() => {
  api.server.script([]);
});

const routes = [{ path: '/contact-us', element: <ContactUsScreen /> }];
const inDays = (days: number) => localToday(new Date(Date.now() + days * 86_400_000));

async function fillDemoForm(values: Record<string, string>, date?: string) {
  const person = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await person.type(screen.getByLabelText(new RegExp(`^${label}`, 'i')), value);
  }
  if (date !== undefined) {
    fireEvent.change(screen.getByLabelText(/^preferred date/i), { target: { value: date } });
  }
  await person.click(screen.getByRole('button', { name: 'Book my free demo' }));
}

describe('contact page', () => {
  it('shows how to reach us besides the form', () => {
    renderRoutes(routes, '/contact-us');
    expect(screen.getByRole('heading', { name: 'Contact us', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByText(/monday to friday/i)).toBeInTheDocument();
  });

  it('explains missing and invalid fields in words and sends nothing', async () => {
    renderRoutes(routes, '/contact-us');
    await fillDemoForm({ phone: 'call me' }, inDays(-2));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(
      screen.getByText('Phone must be a valid phone number, such as (406) 555-0142'),
    ).toBeInTheDocument();
    expect(screen.getByText('Preferred date must not be in the past')).toBeInTheDocument();
    expect(screen.getByLabelText(/^your name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(api.server.requests).toHaveLength(0);
  });

  it('books a demo and says what happens next', async () => {
    api.server.script([
      { status: 201, json: { data: { id: 'a5f0b7e2-0a55-4f0e-9f5a-1c2d3e4f5a6b' } } },
    ]);
    renderRoutes(routes, '/contact-us');
    const date = inDays(14);
    await fillDemoForm(
      {
        'your name': 'Dana Demo',
        email: 'dana@example.test',
        phone: '(406) 555-0142',
        'number of properties': '12',
        message: 'Our board meets on Thursdays.',
      },
      date,
    );
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Your demo request is in');
    expect(confirmation).toHaveTextContent('dana@example.test');
    expect(confirmation).toHaveTextContent(/within one business day/);
    expect(api.server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/schedule-free-demo',
    });
    expect(JSON.parse(api.server.requests[0]!.body)).toEqual({
      name: 'Dana Demo',
      email: 'dana@example.test',
      phone: '+14065550142',
      propertyCount: 12,
      preferredDate: date,
      message: 'Our board meets on Thursdays.',
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Book another demo' }));
    expect(screen.getByLabelText(/^your name/i)).toHaveValue('');
  });

  it("shows the server's message and keeps what was typed when the request is refused", async () => {
    const message = 'Too many forms were sent from your network. Please try again in 60 minute(s).';
    api.server.script([
      { status: 429, json: { statusCode: 429, error: 'Too Many Requests', message } },
    ]);
    renderRoutes(routes, '/contact-us');
    await fillDemoForm({ 'your name': 'Dana Demo', email: 'dana@example.test' });
    await waitFor(() => expect(api.toasts).toEqual([message]));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^your name/i)).toHaveValue('Dana Demo');
  });
});
