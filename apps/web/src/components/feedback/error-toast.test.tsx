import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, ERROR_TOAST_MS, showErrorToast } from '@/lib/toast';
import { renderRoutes } from '@/test/render-app';

afterEach(() => vi.useRealTimers());

const routes = [
  {
    path: '/',
    element: (
      <button type="button" onClick={() => showErrorToast('The database is not answering')}>
        Fail
      </button>
    ),
  },
];

describe('error toast', () => {
  it('shows the message for 3 seconds, then goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The database is not answering');

    await act(() => vi.advanceTimersByTimeAsync(ERROR_TOAST_MS - 500));
    expect(screen.getByRole('alert')).toHaveTextContent('The database is not answering');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 1_000,
    });
  });

  it('never stacks the same message, and carries no bare "Error" title', async () => {
    renderRoutes(routes, '/');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    }
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('The database is not answering');
    expect(screen.queryByText('Error', { exact: true })).not.toBeInTheDocument();
  });

  it('clears the toasts of a failed attempt when the next one succeeds', async () => {
    renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await screen.findByRole('alert');
    act(() => clearToasts());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
