import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';
import { api } from '@/lib/api';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProbe: build.query<{ data: string }, void>({ query: () => '/probe' }),
  }),
});

/** A read with a field typed into it, refreshed on demand as a poll would refresh it. */
function Probe() {
  const query = probeApi.useGetProbeQuery();
  return (
    <QueryState query={query} loadingLabel="Loading..." errorTitle="The probe could not be loaded">
      {({ data }) => (
        <>
          <p>Answer: {data}</p>
          <TextInput label="Note" />
          <button type="button" onClick={() => void query.refetch()}>
            Poll
          </button>
        </>
      )}
    </QueryState>
  );
}

const api503 = { status: 503, json: { message: 'The database is not answering' } };

describe('QueryState', () => {
  const state = scriptedApi('resident');

  it('keeps content and what was typed into it when a refresh fails, and says so', async () => {
    state.server.script([{ status: 200, json: { data: 'first' } }], () => api503);
    renderRoutes([{ path: '/', element: <Probe /> }], '/');
    await userEvent.type(await screen.findByLabelText('Note'), 'half a message');

    await userEvent.click(screen.getByRole('button', { name: 'Poll' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This could not be refreshed just now: it shows what was last loaded.',
    );
    expect(screen.getByText('Answer: first')).toBeVisible();
    expect(screen.getByLabelText('Note')).toHaveValue('half a message');
    expect(screen.queryByText('The probe could not be loaded')).not.toBeInTheDocument();

    state.server.script([{ status: 200, json: { data: 'second' } }], () => api503);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Answer: second')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('half a message');
  });

  it('shows the error with a way to try again when nothing was loaded yet', async () => {
    state.server.script([], () => api503);
    renderRoutes([{ path: '/', element: <Probe /> }], '/');
    expect(await screen.findByText('The probe could not be loaded')).toBeVisible();

    state.server.script([{ status: 200, json: { data: 'first' } }], () => api503);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Answer: first')).toBeVisible();
  });
});
