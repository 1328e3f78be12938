import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS, showErrorToast } from '@/lib/toast';
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
});
