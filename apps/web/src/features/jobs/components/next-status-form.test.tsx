import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NextStatusForm } from './next-status-form';
import { heldOrder } from '@/test/job-fixtures';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');

const photoId = '7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e07';
const job = heldOrder({
  status: 'in_progress',
  urgency: 'high',
  resident: { firstName: 'Rosa', phone: null },
  timezone: 'America/New_York',
});

function answer(request: RecordedRequest) {
  if (request.url.startsWith('/api/v1/files')) {
    const stored = { id: photoId, url: `/api/v1/files/${photoId}/content`, name: 'done.png' };
    return {
      status: 201,
      json: { data: [{ ...stored, size: 68, mimeType: 'image/png' }] },
    };
  }
  if (request.url === `/api/v1/vendor-orders/update-status/${job.id}`)
    return { status: 200, json: { data: { ...job, status: 'completed' } } };
  return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No route' } };
}

beforeEach(() => {
  api.server.script([], answer);
});

describe('NextStatusForm', () => {
  it('asks first, then completes with a summary and the photos of the work', async () => {
    const completed: string[] = [];
    renderRoutes(
      [
        {
          path: '/orders',
          element: <NextStatusForm order={job} onCompleted={(done) => completed.push(done.id)} />,
        },
      ],
      '/orders',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark “Leaking tap” completed\?/ });
    await userEvent.type(within(dialog).getByLabelText(/Summary for the resident/), 'New washer.');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'done.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Add photos'), png);
    expect(await within(dialog).findByRole('button', { name: 'Remove photo 1' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() =>
      expect(api.server.requests.some((r) => r.url.includes('/update-status/'))).toBe(true),
    );
    const sent = api.server.requests.find((r) => r.url.includes('/update-status/'))!;
    expect(JSON.parse(sent.body)).toEqual({
      status: 'completed',
      note: 'New washer.',
      photoFileIds: [photoId],
    });
    // The screen is told, to open the job where it now lives.
    await waitFor(() => expect(completed).toEqual([job.id]));
  });

  it('says a refused set-off under the form, and keeps the note for another try', async () => {
    const refusal = 'You can set off only on the day of the confirmed appointment, Thu 3 Dec.';
    api.server.script([{ status: 409, json: { statusCode: 409, message: refusal } }], answer);
    const accepted = heldOrder({ status: 'accepted', timezone: 'America/New_York' });
    renderRoutes([{ path: '/orders', element: <NextStatusForm order={accepted} /> }], '/orders');
    await userEvent.type(await screen.findByLabelText('Note (optional)'), 'Leaving now');
    await userEvent.click(screen.getByRole('button', { name: 'On my way' }));

    const form = screen.getByRole('form', { name: `Update ${accepted.title}` });
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(form).getByLabelText('Note (optional)')).toHaveValue('Leaving now');
    expect(api.toasts).toEqual([]);
  });
});
