import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestCard } from './request-card';
import { renderRoutes } from '@/test/render-app';
import { noReviews, requestPayment } from '@/test/job-fixtures';

const request = (overrides: Partial<MaintenanceRequest> = {}): MaintenanceRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Essential plan visit',
  description: 'Visit 1 of your Essential plan (2 a year), included in the plan.',
  urgency: 'normal',
  status: 'open',
  preferredDate: null,
  preferredTimeWindow: 'any',
  source: 'plan',
  property: { id: '4b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0d', name: 'Lake house', address: '1 Shore' },
  service: { id: '3b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0c', name: 'Seasonal home inspection' },
  photos: [],
  completionPhotos: [],
  timezone: 'America/New_York',
  availability: [],
  appointment: null,
  payment: requestPayment(),
  order: {
    id: '10000000-0000-4000-8000-000000000001',
    status: 'pending',
    vendorCompanyName: null,
    updatedAt: '2026-03-02T10:00:00.000Z',
    history: [],
    offerRound: 2,
    operatorsAlertedAt: null,
  },
  completedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  vendorRating: null,
  reviews: noReviews,
  unreadMessages: 0,
  ...overrides,
});

const renderCard = (value: MaintenanceRequest) =>
  renderRoutes([{ path: '/', element: <RequestCard request={value} onOpen={() => {}} /> }], '/');

describe('RequestCard', () => {
  it('marks a plan visit and tells how widely a waiting job is offered', async () => {
    renderCard(request());
    expect(await screen.findByText('Plan visit')).toBeInTheDocument();
    expect(
      screen.getByText('Round 2 of 3: offered to vendors across its city'),
    ).toBeInTheDocument();
  });

  it('shows neither on a resident’s own request once a vendor took it', async () => {
    renderCard(
      request({
        source: 'resident',
        order: { ...request().order, status: 'accepted', vendorCompanyName: 'Fixit Services' },
      }),
    );
    expect(await screen.findByText('Vendor: Fixit Services')).toBeInTheDocument();
    expect(screen.queryByText('Plan visit')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Round/)).not.toBeInTheDocument();
  });

  it('marks an emergency in words and says plainly that our team is finding a vendor', async () => {
    renderCard(
      request({
        urgency: 'emergency',
        order: {
          ...request().order,
          offerRound: 3,
          operatorsAlertedAt: '2026-03-02T11:00:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('Emergency')).toBeVisible();
    expect(
      screen.getByText(
        'Our team is finding a vendor for this visit; we will tell you when someone takes it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Round/)).not.toBeInTheDocument();
  });

  it('says what the agreed or proposed time is and whose answer it waits for', async () => {
    const proposal = {
      start: '2026-12-03T14:00:00.000Z',
      end: '2026-12-03T16:00:00.000Z',
      status: 'proposed' as const,
      proposedBy: 'vendor' as const,
      waitingFor: 'resident' as const,
      reschedules: 0,
      reason: null,
      etaAt: null,
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const accepted = { ...request().order, status: 'accepted' as const };
    const { unmount } = renderCard(request({ appointment: proposal, order: accepted }));
    expect(
      await screen.findByText(/^Waiting for you to confirm Thu 3 Dec, 9:00 to 11:00/),
    ).toBeVisible();
    unmount();

    renderCard(
      request({
        appointment: { ...proposal, status: 'confirmed', waitingFor: null },
        order: accepted,
      }),
    );
    expect(await screen.findByText(/^Confirmed: Thu 3 Dec, 9:00 to 11:00/)).toBeVisible();
  });
});
