import type { Review } from '@homekeep/contracts/reviews';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { RATING_WORDS } from './star-rating-input';
import { Stars } from './star-rating';

/** One review: its stars said in words, its comment, and the vendor's reply under it. */
export function ReviewCard({ review, heading }: { review: Review; heading: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={heading}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Text size="sm" fw={600}>
            {heading}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Stars rating={review.rating} />
            <Text size="sm">
              {review.rating} out of 5 · {RATING_WORDS[review.rating]}
            </Text>
          </Group>
        </Group>
        {review.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {review.comment}
          </Text>
        )}
        {review.reply && (
          <Paper bg="gray.0" radius="sm" p="xs">
            <Text size="xs" fw={600}>
              The vendor’s reply
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.reply.body}
            </Text>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
