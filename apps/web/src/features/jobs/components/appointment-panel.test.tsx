import type { AppointmentParty } from '@homekeep/contracts/appointments';
import type { OrderStatus } from '@homekeep/contracts/jobs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppointmentPanel } from './appointment-panel';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const homeWindow = { start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T18:00:00.000Z' };

function renderPanel(side: AppointmentParty, orderStatus: OrderStatus) {
  const panel = (
    <AppointmentPanel
      side={side}
      id="7b0f0b3e-5d1c-4c5e-9a57-0d3c1f0e8a11"
      orderStatus={orderStatus}
      appointment={null}
      availability={[homeWindow]}
      timezone="America/Chicago"
    />
  );
  const { unmount } = renderRoutes([{ path: '/', element: panel }], '/');
  return { panel: screen.getByRole('region', { name: 'Appointment' }), unmount };
}

describe('the appointment panel of a job nobody booked', () => {
  it('tells both sides a time can still be booked while the job is accepted', () => {
    expect(renderPanel('resident', 'accepted').panel).toHaveTextContent(
      'Waiting for the vendor to book a time.',
    );
    expect(screen.getByText('Your availability')).toBeVisible();
  });

  it.each(['en_route', 'in_progress', 'completed'] as const)(
    'says no time was booked once the job is %s, and offers nothing to book',
    (status) => {
      for (const side of ['resident', 'vendor'] as const) {
        const { panel, unmount } = renderPanel(side, status);
        expect(panel).toHaveTextContent('No time was booked for this job.');
        expect(panel).not.toHaveTextContent(/book a time|book one/i);
        expect(panel).not.toHaveTextContent(/available|availability/i);
        unmount();
      }
    },
  );
});

describe('the appointment panel on the keyboard', () => {
  it('moves the focus into the time form it opens, and back to its button on Cancel', async () => {
    renderPanel('vendor', 'accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Book a time' }));
    expect(screen.getByLabelText('Day')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Book a time' })).toHaveFocus();
  });

  it('does the same for the resident’s availability', async () => {
    renderPanel('resident', 'accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Change your availability' }));
    const form = screen.getByRole('form', { name: 'Your availability' });
    expect(form.querySelector('input')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Change your availability' })).toHaveFocus();
  });
});

describe('the time form when the API refuses the time', () => {
  const api = scriptedApi('vendor');

  it('says the refusal beside the time, keeps the form open, and shows no toast', async () => {
    const refusal = 'That time overlaps "Gutter clean", which you confirmed for Wed 2 Dec.';
    api.server.script([{ status: 409, json: { statusCode: 409, message: refusal } }]);
    renderPanel('vendor', 'accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Book a time' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));

    const form = screen.getByRole('form', { name: 'Appointment time' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(form).getByLabelText('From')).toHaveValue('08:00');
    expect(api.server.requests.map((request) => request.method)).toEqual(['POST']);
    expect(api.toasts).toEqual([]);
  });
});

describe('the appointment panel once the vendor set off', () => {
  it('gives the arrival time in the property’s zone, naming it for a viewer elsewhere', () => {
    const panel = (
      <AppointmentPanel
        side="resident"
        id="7b0f0b3e-5d1c-4c5e-9a57-0d3c1f0e8a11"
        orderStatus="en_route"
        appointment={{
          start: '2026-12-02T14:00:00.000Z',
          end: '2026-12-02T16:00:00.000Z',
          status: 'confirmed',
          proposedBy: 'vendor',
          waitingFor: null,
          reschedules: 0,
          updatedAt: '2026-12-01T10:00:00.000Z',
          etaAt: '2026-12-02T14:20:00.000Z',
          reason: null,
        }}
        availability={[]}
        timezone="Pacific/Honolulu"
      />
    );
    renderRoutes([{ path: '/', element: panel }], '/');
    expect(screen.getByText('Arriving about 4:20 (Pacific/Honolulu time)')).toBeVisible();
  });
});

describe('confirming a time the other side has just moved', () => {
  const api = scriptedApi('resident');

  it('says the refusal under the button, and shows no toast', async () => {
    const refusal = 'The vendor proposed another time a moment ago: answer that one.';
    api.server.script([{ status: 409, json: { statusCode: 409, message: refusal } }]);
    const panel = (
      <AppointmentPanel
        side="resident"
        id="7b0f0b3e-5d1c-4c5e-9a57-0d3c1f0e8a11"
        orderStatus="accepted"
        appointment={{
          start: '2026-12-02T14:00:00.000Z',
          end: '2026-12-02T16:00:00.000Z',
          status: 'proposed',
          proposedBy: 'vendor',
          waitingFor: 'resident',
          reschedules: 0,
          updatedAt: '2026-12-01T10:00:00.000Z',
          etaAt: null,
          reason: null,
        }}
        availability={[]}
        timezone="America/Chicago"
      />
    );
    renderRoutes([{ path: '/', element: panel }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(api.toasts).toEqual([]);
  });
});
