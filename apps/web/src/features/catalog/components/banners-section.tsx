import type { Banner } from '@homekeep/contracts/catalog';
import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { CardSkeletons } from '@/components/feedback/card-skeletons';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { messageFor } from '@/lib/api';
import { useGetBannersQuery } from '../api/banners-api';

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function BannerLink({ url, title }: { url: string; title: string }) {
  const label = `Learn more about ${title}`;
  if (isInternal(url)) {
    return (
      <Anchor component={Link} to={url} fw={600} aria-label={label}>
        Learn more →
      </Anchor>
    );
  }
  return (
    <Anchor href={url} fw={600} target="_blank" rel="noopener noreferrer" aria-label={label}>
      Learn more →
    </Anchor>
  );
}

function BannerCard({ banner }: { banner: Banner }) {
  return (
    <Card withBorder radius="lg" padding={0} component="article" style={{ overflow: 'hidden' }}>
      <Image
        src={banner.imageUrl}
        alt=""
        width={640}
        height={320}
        h={180}
        w="100%"
        fit="cover"
        loading="lazy"
      />
      <Stack gap={6} p="lg">
        <Title order={3} size="h4">
          {banner.title}
        </Title>
        {banner.subtitle && (
          <Text size="sm" c="dimmed">
            {banner.subtitle}
          </Text>
        )}
        {banner.linkUrl && <BannerLink url={banner.linkUrl} title={banner.title} />}
      </Stack>
    </Card>
  );
}

/** The active banners from GET /banners, with their loading, error and empty states. */
export function BannersSection() {
  // The API's answer arrives as a synchronous store update: the cards are drawn in a transition
  // instead, which React splits into short tasks.
  const { data: banners, isLoading, error, refetch } = useDeferredValue(useGetBannersQuery());

  if (isLoading) return <CardSkeletons label="Loading highlights" height={280} />;
  if (error && !banners) {
    return (
      <ErrorState
        title="The highlights could not be loaded"
        message={messageFor(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!banners || banners.length === 0) {
    return (
      <EmptyState
        title="Nothing new right now"
        message="News and seasonal offers appear here when there are some."
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {banners.map((banner) => (
        <BannerCard key={banner.id} banner={banner} />
      ))}
    </SimpleGrid>
  );
}
