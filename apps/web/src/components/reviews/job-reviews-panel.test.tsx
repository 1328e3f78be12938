import type { JobReviews, Review } from '@homekeep/contracts/reviews';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobReviewsPanel } from './job-reviews-panel';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const review = (authorRole: Review['authorRole'], overrides: Partial<Review> = {}): Review => ({
  id:
    authorRole === 'resident'
      ? '00000000-0000-4000-8000-000000000001'
      : '00000000-0000-4000-8000-000000000002',
  authorRole,
  rating: authorRole === 'resident' ? 4 : 5,
  comment: authorRole === 'resident' ? 'Tidy work.' : 'Easy to find.',
  reply: null,
  createdAt: inDays(-1),
  publishedAt: null,
  ...overrides,
});

const renderPanel = (side: 'resident' | 'vendor', reviews: JobReviews) =>
  renderRoutes(
    [{ path: '/', element: <JobReviewsPanel side={side} jobId="job" reviews={reviews} /> }],
    '/',
  );

describe('JobReviewsPanel', () => {
  it('shows nothing before completion, and the form while the window is open', async () => {
    const { unmount } = renderPanel('resident', { closesAt: null, mine: null, theirs: null });
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    unmount();
    renderPanel('resident', { closesAt: inDays(10), mine: null, theirs: null });
    expect(await screen.findByRole('form', { name: 'Review the vendor' })).toBeInTheDocument();
  });

  it('keeps its own review waiting, and says why, until the other side’s is in', async () => {
    renderPanel('resident', { closesAt: inDays(10), mine: review('resident'), theirs: null });
    expect(await screen.findByText(/shown together with the vendor’s/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Your review' })).toHaveTextContent('Tidy work.');
  });

  it('shows the published pair with the reply, and offers the vendor its one reply', async () => {
    const at = inDays(-1);
    renderPanel('vendor', {
      closesAt: inDays(10),
      mine: review('vendor', { publishedAt: at }),
      theirs: review('resident', { publishedAt: at }),
    });
    expect(await screen.findByRole('article', { name: 'The resident’s review' })).toHaveTextContent(
      '4 out of 5',
    );
    expect(screen.getByRole('article', { name: 'Your review of the resident' })).toHaveTextContent(
      'Easy to find.',
    );
    expect(screen.getByRole('form', { name: 'Reply to the review' })).toBeInTheDocument();
  });

  it('keeps the keyboard in the Reviews section once the review is sent', async () => {
    api.server.script([{ status: 201, json: { data: review('resident') } }]);
    renderPanel('resident', { closesAt: inDays(10), mine: null, theirs: null });
    await userEvent.click(await screen.findByRole('radio', { name: /4 stars/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Reviews' })).toHaveFocus());
    expect(api.server.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/v1/maintenance-requests/job/review'],
    ]);
  });

  it('leaves the reply form in hand when the reply is refused', async () => {
    const at = inDays(-1);
    api.server.script([
      { status: 409, json: { statusCode: 409, error: 'Conflict', message: 'Replied already.' } },
      {
        status: 201,
        json: { data: review('resident', { reply: { body: 'Thanks!', at: inDays(0) } }) },
      },
    ]);
    renderPanel('vendor', {
      closesAt: inDays(10),
      mine: review('vendor', { publishedAt: at }),
      theirs: review('resident', { publishedAt: at }),
    });
    await userEvent.type(await screen.findByLabelText(/Public reply/), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(api.server.requests).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Reviews' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Reviews' })).toHaveFocus());
  });
});
