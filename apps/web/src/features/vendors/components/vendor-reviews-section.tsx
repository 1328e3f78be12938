import type { VendorProfile } from '@homekeep/contracts/vendors';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ReviewCard } from '@/components/reviews/review-card';
import { RatingSummary } from '@/components/reviews/star-rating';
import { useGetCurrentUserQuery } from '@/lib/session-api';
import { useGetVendorReviewsQuery } from '@/lib/resources/reviews-api';

const PAGE = 5;

/** The vendor's rating and its published reviews, as residents see them. */
export function VendorReviewsSection({ profile }: { profile: VendorProfile }) {
  const [limit, setLimit] = useState(PAGE);
  const { data: user } = useGetCurrentUserQuery();
  const reviews = useGetVendorReviewsQuery(
    { vendorId: user?.id ?? '', page: 1, limit },
    { skip: !user || profile.rating.count === 0 },
  );
  const shown = reviews.data?.data ?? [];
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
      component="section"
      aria-labelledby="vendor-reviews-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="vendor-reviews-title">
          Your reviews
        </Title>
        <RatingSummary averageRating={profile.rating.averageRating} count={profile.rating.count} />
        {profile.rating.count === 0 && (
          <Text size="sm" c="dimmed">
            Residents can review you for 14 days after each completed job. Reviews appear here once
            both sides have written theirs; answer each one from the job under Orders, Completed.
          </Text>
        )}
        {reviews.isFetching && shown.length === 0 && (
          <Text size="sm" role="status">
            Loading your reviews...
          </Text>
        )}
        {shown.map((review) => (
          <ReviewCard key={review.id} review={review} heading="A resident’s review" />
        ))}
        {reviews.data && reviews.data.meta.total > shown.length && (
          <Group>
            <Button
              variant="default"
              loading={reviews.isFetching}
              onClick={() => setLimit((current) => current + PAGE)}
            >
              Show more reviews
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
