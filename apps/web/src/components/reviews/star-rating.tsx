import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import classes from './star-rating.module.css';

/** Stars for a rating, drawn only: the words beside them say it. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const full = Math.round(rating);
  return (
    <span className={classes.shown} aria-hidden>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= full ? (
          <IconStarFilled key={star} size={size} />
        ) : (
          <IconStar key={star} size={size} className={classes.shownEmpty} />
        ),
      )}
    </span>
  );
}

const reviewsWord = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** A vendor's average and count: "★★★★☆ 4.3 out of 5 · 3 reviews", or that it has none yet. */
export function RatingSummary({
  averageRating,
  count,
}: {
  averageRating: number | null;
  count: number;
}) {
  if (averageRating === null || count === 0)
    return (
      <Text size="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Stars rating={averageRating} />
      <Text size="sm">
        <strong>{averageRating.toFixed(1)}</strong> out of 5 · {reviewsWord(count)}
      </Text>
    </Group>
  );
}
