import type { JobReviews } from '@homekeep/contracts/reviews';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { ReviewCard } from './review-card';
import { StarRatingInput } from './star-rating-input';
import { formatDay } from '@/lib/job-words';
import {
  useReplyToReviewMutation,
  useReviewOrderMutation,
  useReviewRequestMutation,
} from '@/lib/resources/reviews-api';
import { showSuccessToast } from '@/lib/toast';

type Side = 'resident' | 'vendor';

type JobReviewsPanelProps = {
  side: Side;
  /** The request's id (resident) or the order's (vendor). */
  jobId: string;
  reviews: JobReviews;
};

const OTHER = { resident: 'the vendor', vendor: 'the resident' } as const;

/**
 * A completed job's reviews as one side sees them: the form while the window is open, then the
 * two reviews together once both are in (or the window closed), with the vendor's reply.
 */
export function JobReviewsPanel({ side, jobId, reviews }: JobReviewsPanelProps) {
  // A sent form goes away with its button; the section keeps the keyboard's place.
  const section = useRef<HTMLDivElement>(null);
  const focusSection = () => section.current?.focus();
  if (!reviews.closesAt) return null;
  const { mine, theirs, closesAt } = reviews;
  const open = new Date(closesAt).getTime() > Date.now();
  const published = mine?.publishedAt ?? theirs?.publishedAt ?? null;
  const residentReview = side === 'resident' ? mine : theirs;
  const vendorReview = side === 'vendor' ? mine : theirs;
  return (
    <Stack gap="sm" component="section" aria-label="Reviews" ref={section} tabIndex={-1}>
      <Title order={3} size="h5">
        Reviews
      </Title>
      {!mine && open && (
        <ReviewForm side={side} jobId={jobId} closesAt={closesAt} onSent={focusSection} />
      )}
      {!mine && !open && (
        <Text size="sm" c="dimmed">
          The review window closed on {formatDay(closesAt)}.
        </Text>
      )}
      {mine && !published && (
        <>
          <Text size="sm" role="status">
            Thank you. Your review is shown together with {OTHER[side]}’s once they have written
            theirs, or on {formatDay(closesAt)}.
          </Text>
          <ReviewCard review={mine} heading="Your review" />
        </>
      )}
      {published && (
        <>
          {residentReview ? (
            <ReviewCard
              review={residentReview}
              heading={side === 'resident' ? 'Your review of the vendor' : 'The resident’s review'}
              replyHeading={side === 'vendor' ? 'Your reply' : 'The vendor’s reply'}
            />
          ) : (
            <Text size="sm" c="dimmed">
              The resident left no review.
            </Text>
          )}
          {side === 'vendor' && residentReview && !residentReview.reply && (
            <ReplyForm reviewId={residentReview.id} onSent={focusSection} />
          )}
          {vendorReview ? (
            <ReviewCard
              review={vendorReview}
              heading={side === 'vendor' ? 'Your review of the resident' : 'The vendor’s review'}
            />
          ) : (
            <Text size="sm" c="dimmed">
              The vendor left no review.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

type ReviewFormProps = { side: Side; jobId: string; closesAt: string; onSent: () => void };

function ReviewForm({ side, jobId, closesAt, onSent }: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [reviewRequest, requestState] = useReviewRequestMutation();
  const [reviewOrder, orderState] = useReviewOrderMutation();
  const sending = requestState.isLoading || orderState.isLoading;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    const body = { rating, ...(comment.trim() ? { comment } : {}) };
    const review = side === 'resident' ? reviewRequest : reviewOrder;
    const result = await review({ id: jobId, body });
    if ('error' in result) return;
    showSuccessToast('Your review was saved.');
    onSent();
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => void submit(event)}
        aria-label={`Review ${OTHER[side]}`}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">
            How did it go with {OTHER[side]}? You can review until {formatDay(closesAt)}. Neither
            side sees the other’s review until both are in.
          </Text>
          <StarRatingInput
            label="Your rating"
            value={rating}
            onChange={(value) => {
              setRating(value);
              setMissing(false);
            }}
            error={missing ? 'Choose a rating from 1 to 5 stars.' : undefined}
          />
          <Textarea
            label="Comment (optional)"
            placeholder={
              side === 'resident'
                ? 'Was the work done well and on time?'
                : 'Was the place ready and the resident easy to work with?'
            }
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={5000}
            autosize
            minRows={2}
          />
          <Group>
            <Button type="submit" loading={sending}>
              Send review
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ReplyForm({ reviewId, onSent }: { reviewId: string; onSent: () => void }) {
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const [reply, { isLoading }] = useReplyToReviewMutation();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setMissing(true);
      return;
    }
    const result = await reply({ id: reviewId, body });
    if ('error' in result) return;
    showSuccessToast('Your reply is published.');
    onSent();
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Reply to the review" noValidate>
      <Stack gap="xs">
        <Textarea
          label="Public reply (once)"
          description="Shown under the resident’s review to everyone who reads your reviews."
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Write your reply first.' : undefined}
          maxLength={5000}
          autosize
          minRows={2}
        />
        <Group>
          <Button type="submit" variant="light" loading={isLoading}>
            Publish reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
