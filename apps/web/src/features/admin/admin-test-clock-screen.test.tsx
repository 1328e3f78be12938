import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';
import { AdminTestClockScreen, describeOffset } from './admin-test-clock-screen';

const api = scriptedApi('admin');

const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://x').pathname;
const show = () =>
  renderRoutes(
    [{ path: '/admin/test-clock', element: <AdminTestClockScreen /> }],
    '/admin/test-clock',
  );

describe('the test clock panel', () => {
  it('shows the product time, moves it a day ahead and says when the due jobs have run', async () => {
    let offsetSeconds = 3600;
    const clock = () => ({
      now: new Date(Date.UTC(2026, 0, 1) + offsetSeconds * 1000).toISOString(),
      offsetSeconds,
    });
    api.server.script([], (request) => {
      const path = pathOf(request);
      if (path === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
      if (path === '/api/v1/admin/clock/advance') {
        offsetSeconds += (JSON.parse(request.body) as { seconds: number }).seconds;
        return { status: 200, json: { data: clock() } };
      }
      if (path === '/api/v1/admin/clock') return { status: 200, json: { data: clock() } };
      return { status: 404, json: { message: 'No such route' } };
    });
    show();
    expect(await screen.findByText('Ahead of the real time by 1 h.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Test clock' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '+ 1 day' }));
    expect(await screen.findByText(/Moved 1 day ahead/)).toBeVisible();
    expect(screen.getByText('Ahead of the real time by 1 day 1 h.')).toBeVisible();
    const move = api.server.requests.find((r) => pathOf(r) === '/api/v1/admin/clock/advance')!;
    expect(JSON.parse(move.body)).toEqual({ seconds: 86_400 });

    await userEvent.clear(screen.getByLabelText('Custom amount'));
    await userEvent.type(screen.getByLabelText('Custom amount'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'hours');
    await userEvent.click(screen.getByRole('button', { name: 'Move forward' }));
    await waitFor(() =>
      expect(
        api.server.requests.filter((r) => pathOf(r) === '/api/v1/admin/clock/advance'),
      ).toHaveLength(2),
    );
    const custom = api.server.requests.filter(
      (r) => pathOf(r) === '/api/v1/admin/clock/advance',
    )[1]!;
    expect(JSON.parse(custom.body)).toEqual({ seconds: 5 * 3600 });
  });

  it('is hidden, without an error, where the API has no test clock', async () => {
    api.server.script([], (request) =>
      pathOf(request) === '/api/v1/auth'
        ? { status: 200, json: { data: user('admin') } }
        : { status: 404, json: { message: 'No such route' } },
    );
    show();
    expect(await screen.findByText('No test clock here')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Test clock' })).not.toBeInTheDocument();
    expect(api.toasts).toEqual([]);
  });

  it('says a clock that failed to load failed, with a way to try again', async () => {
    let failing = true;
    api.server.script([], (request) => {
      if (pathOf(request) === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
      if (failing) return { status: 403, json: { message: 'Only operators can see the clock.' } };
      return { status: 200, json: { data: { now: '2026-01-01T00:00:00.000Z', offsetSeconds: 0 } } };
    });
    show();
    expect(await screen.findByText('The test clock could not be loaded')).toBeVisible();
    expect(screen.getByText('Only operators can see the clock.')).toBeVisible();
    expect(screen.queryByText('No test clock here')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In step with the real time.')).toBeVisible();
  });

  it('reads the clock through the shared base query: a server error is tried again', async () => {
    let clockReads = 0;
    api.server.script([], (request) => {
      const path = pathOf(request);
      if (path === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
      if (path !== '/api/v1/admin/clock') return { status: 404, json: { message: 'No such' } };
      clockReads += 1;
      if (clockReads === 1) return { status: 503, json: { message: 'Starting up' } };
      return { status: 200, json: { data: { now: '2026-01-01T00:00:00.000Z', offsetSeconds: 0 } } };
    });
    show();
    expect(await screen.findByText('In step with the real time.')).toBeVisible();
    expect(screen.queryByText(/by none/)).not.toBeInTheDocument();
    const clockRequests = api.server.requests.filter((r) => pathOf(r) === '/api/v1/admin/clock');
    expect(clockRequests.length).toBeGreaterThanOrEqual(2);
    expect(clockRequests[0]!.authorization).toBe('Bearer admin-token');
  });

  it('describes offsets in days and hours', () => {
    expect(describeOffset(0)).toBe('none');
    expect(describeOffset(90)).toBe('under an hour');
    expect(describeOffset(30 * 86_400 + 7200)).toBe('30 days 2 h');
  });
});
