import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppointmentPanel } from './appointment-panel';
import { completedRequest } from '@/test/job-fixtures';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');
const visit = completedRequest({ source: 'plan', status: 'open' });
const url = `/api/v1/maintenance-requests/${visit.id}/availability`;

beforeEach(() => {
  api.server.script([], (request) =>
    request.url === url
      ? { status: 200, json: { data: visit } }
      : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No route' } },
  );
});

/** The panel of the plan visit nobody took yet, as its resident sees it. */
const renderVisitPanel = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AppointmentPanel
            side="resident"
            id={visit.id}
            orderStatus="pending"
            appointment={null}
            availability={[]}
            timezone="America/New_York"
          />
        ),
      },
    ],
    '/',
  );

describe('a plan visit’s appointment panel', () => {
  it('asks the resident when they are home and sends the windows they give', async () => {
    renderVisitPanel();
    expect(await screen.findByText(/Tell us when you are home/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Give your availability' }));
    expect(screen.getByLabelText('Window 1: day')).toHaveValue();
    await userEvent.click(screen.getByRole('button', { name: 'Add another window' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my availability' }));
    await waitFor(() => expect(api.server.requests.some((r) => r.url === url)).toBe(true));
    const sent = JSON.parse(api.server.requests.find((r) => r.url === url)!.body) as {
      availability: { start: string; end: string }[];
    };
    expect(sent.availability).toHaveLength(2);
    expect(new Date(sent.availability[0]!.start).getTime()).toBeGreaterThan(Date.now());
    expect(await screen.findByRole('button', { name: 'Give your availability' })).toBeVisible();
  });

  it('keeps the keyboard’s place when a window is removed', async () => {
    renderVisitPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Give your availability' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add another window' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add another window' }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove window 1' }));
    expect(screen.getByRole('button', { name: 'Remove window 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove window 2' }));
    expect(screen.getByRole('button', { name: 'Add another window' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Remove window 2' })).not.toBeInTheDocument();
  });
});
