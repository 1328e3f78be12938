import type { Message, MessageList } from '@homekeep/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { JobThread } from './job-thread';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('vendor');
let messages: Message[];
let open: boolean;
let failSends: number;

const THREAD = '/api/v1/vendor-orders/1b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0a/messages';
const fromResident: Message = {
  id: '2b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0b',
  senderRole: 'resident',
  body: 'The gate code is 4411.',
  files: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  readAt: null,
};

function answer(request: RecordedRequest) {
  const path = request.url.split('?')[0];
  if (path === `${THREAD}/read`) {
    const updated = messages.filter((m) => m.senderRole === 'resident' && !m.readAt).length;
    messages = messages.map((m) =>
      m.senderRole === 'resident' ? { ...m, readAt: m.readAt ?? '2026-01-01T10:05:00.000Z' } : m,
    );
    return { status: 200, json: { data: { updated } } };
  }
  if (path === THREAD && request.method === 'POST') {
    if (failSends > 0) {
      failSends -= 1;
      return { status: 503, json: { statusCode: 503, message: 'The service is busy.' } };
    }
    const { body } = JSON.parse(request.body) as { body: string };
    const sent: Message = { ...fromResident, id: crypto.randomUUID(), senderRole: 'vendor', body };
    messages = [sent, ...messages];
    return { status: 201, json: { data: sent } };
  }
  if (path === THREAD) {
    const unread = messages.filter((m) => m.senderRole === 'resident' && !m.readAt).length;
    const list: MessageList = {
      data: messages,
      meta: {
        page: 1,
        limit: 30,
        total: messages.length,
        totalPages: 1,
        open,
        closesAt: open ? null : '2026-02-01T10:00:00.000Z',
        unread,
      },
    };
    return { status: 200, json: list };
  }
  return { status: 404, json: { statusCode: 404, message: 'No route' } };
}

beforeEach(() => {
  messages = [fromResident];
  open = true;
  failSends = 0;
  api.server.script([], answer);
});

const renderThread = () =>
  renderRoutes(
    [
      {
        path: '/orders',
        element: (
          <JobThread
            thread={{ side: 'vendor', id: '1b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0a' }}
            otherName="the resident"
          />
        ),
      },
    ],
    '/orders',
  );

describe('JobThread', () => {
  it('marks what it shows read, and keeps the text of a failed send for a retry', async () => {
    failSends = 1;
    renderThread();
    expect(await screen.findByText('The gate code is 4411.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.server.requests.filter((r) => r.url === `${THREAD}/read`)).toHaveLength(1),
    );

    const field = screen.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(field, 'Running ten minutes late.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your message was not sent');
    expect(failure).toHaveTextContent('The service is busy.');
    expect(field).toHaveValue('Running ten minutes late.');
    expect(api.toasts).toEqual([]);

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    // The sent message takes its place in the thread once the retry is answered.
    await waitFor(() =>
      expect(screen.getByText('Running ten minutes late.').closest('li')).toHaveTextContent(
        'Sent, not read yet',
      ),
    );
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.server.requests.filter((r) => r.url === `${THREAD}/read`)).toHaveLength(1);
  });

  it('says when the conversation has become read-only, with no composer', async () => {
    open = false;
    renderThread();
    expect(await screen.findByText('This conversation is read-only')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Message/ })).not.toBeInTheDocument();
  });
});
