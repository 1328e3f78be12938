import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompletedServicesScreen } from './completed-services-screen';
import { renderRoutes } from '@/test/render-app';
import type { RecordedRequest } from '@/test/script-server';
import { scriptedApi } from '@/test/scripted-api';
import { noReviews, requestPayment } from '@/test/job-fixtures';

const api = scriptedApi('resident');

const completed = (index: number): MaintenanceRequest => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  title: `Job ${index}`,
  description: 'Done.',
  urgency: 'normal',
  status: 'completed',
  preferredDate: null,
  preferredTimeWindow: 'any',
  source: 'resident',
  property: {
    id: '4b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0d',
    name: 'Lake house',
    address: '12 Shore Road',
  },
  service: { id: '3b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0c', name: 'Plumbing repair' },
  photos: [],
  completionPhotos: [],
  payment: requestPayment(),
  order: {
    id: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    status: 'completed',
    vendorCompanyName: 'Fixit Services',
    updatedAt: '2026-03-02T10:00:00.000Z',
    history: [],
    offerRound: 1,
    operatorsAlertedAt: null,
  },
  timezone: 'America/New_York',
  availability: [],
  appointment: null,
  completedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  vendorRating: null,
  reviews: noReviews,
  unreadMessages: 0,
});
const history = Array.from({ length: 25 }, (_, index) => completed(index + 1));

/** GET /maintenance-requests?status=completed, paged like the API. */
function pagedAnswer(request: RecordedRequest) {
  const url = new URL(request.url, 'http://test');
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  return {
    status: 200,
    json: {
      data: history.slice((page - 1) * limit, page * limit),
      meta: { page, limit, total: history.length, totalPages: Math.ceil(history.length / limit) },
    },
  };
}

const renderAt = (path: string) =>
  renderRoutes([{ path: '/completed-services', element: <CompletedServicesScreen /> }], path);

describe('CompletedServicesScreen', () => {
  it('lists finished jobs with who did them, and pages with the page in the URL', async () => {
    api.server.script([], pagedAnswer);
    const { router } = renderAt('/completed-services');
    const first = (await screen.findByText('Job 1')).closest('li')!;
    expect(within(first).getByText('Plumbing repair · Lake house')).toBeInTheDocument();
    expect(within(first).getByText('By Fixit Services')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('Job 25')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=2');
    expect(api.server.requests.map((r) => r.url)).toEqual([
      '/api/v1/maintenance-requests?page=1&limit=20&status=completed',
      '/api/v1/maintenance-requests?page=2&limit=20&status=completed',
    ]);
  });

  it('says so when nothing is completed yet', async () => {
    api.server.script([], () => ({
      status: 200,
      json: { data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } },
    }));
    renderAt('/completed-services');
    expect(await screen.findByText('Nothing completed yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'next page' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    api.server.script([], () => ({
      status: 404,
      json: { statusCode: 404, error: 'Not Found', message: 'Gone' },
    }));
    renderAt('/completed-services?page=2');
    expect(await screen.findByText('Your request history could not be loaded')).toBeInTheDocument();

    api.server.script([], pagedAnswer);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Job 21')).toBeInTheDocument();
  });
});
