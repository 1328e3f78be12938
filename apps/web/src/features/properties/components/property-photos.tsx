import type { Property } from '@homekeep/contracts/properties';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PropertyPhoto } from './property-photo';
import { paths } from '@/config/paths';

/** The property's photos, or an invitation to add some. */
export function PropertyPhotos({ property }: { property: Property }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="photos-title">
      <Title order={2} size="h4" id="photos-title">
        Photos
      </Title>
      {property.photos.length === 0 ? (
        <Text c="dimmed" size="sm">
          No photos yet.{' '}
          <Anchor component={Link} to={paths.editProperty(property.id)}>
            Add some
          </Anchor>{' '}
          so technicians know what to expect.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {property.photos.map((photo, index) => (
            <Paper key={photo.id} withBorder radius="md" style={{ overflow: 'hidden' }}>
              <PropertyPhoto
                url={photo.url}
                alt={`${property.name}, photo ${index + 1}`}
                ratio={4 / 3}
              />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
