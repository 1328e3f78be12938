import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CancelRequestButton } from './cancel-request-button';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');
const id = '7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e07';

describe('canceling a request', () => {
  it('keeps the dialog open with the reason when the API refuses, and sends nothing more', async () => {
    const refusal = 'This job can no longer be canceled: the vendor has started the work.';
    api.server.script([{ status: 409, json: { statusCode: 409, message: refusal } }]);
    renderRoutes(
      [{ path: '/', element: <CancelRequestButton id={id} title="Leaking tap" /> }],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel "Leaking tap"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.toasts).toEqual([]);
    expect(api.server.requests).toHaveLength(1);
    expect(api.server.requests[0]!.url).toBe(`/api/v1/maintenance-requests/${id}/cancel`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
