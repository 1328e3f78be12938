import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useGetPropertyQuery } from './api/properties-api';
import { DeletePropertyButton } from './components/delete-property-button';
import { addressOf } from './components/property-address';
import { PROPERTY_TYPE_LABELS } from './components/property-form-values';
import { PropertyPhoto } from './components/property-photo';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { showSuccessToast } from '@/lib/toast';

const orDash = (value: number | null, unit = '') =>
  value === null ? '—' : `${value.toLocaleString()}${unit}`;

export function PropertyDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: property, isLoading, isError, refetch } = useGetPropertyQuery(id);
  usePageTitle(property?.name ?? 'Property');

  if (isLoading) return <LoadingState label="Loading the property..." />;
  if (isError || !property) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          <Title order={1}>Property</Title>
          <ErrorState
            title="This property could not be loaded"
            message="It may have been deleted, or the connection dropped."
            onRetry={() => void refetch()}
          />
          <Anchor component={Link} to={paths.properties}>
            Back to your properties
          </Anchor>
        </Stack>
      </Container>
    );
  }

  const facts = [
    ['Type', PROPERTY_TYPE_LABELS[property.type]],
    ['Size', orDash(property.sizeSqft, ' sq ft')],
    ['Bedrooms', orDash(property.bedrooms)],
    ['Bathrooms', orDash(property.bathrooms)],
    ['Year built', property.yearBuilt === null ? '—' : String(property.yearBuilt)],
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.properties} size="sm">
          ← Your properties
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{property.name}</Title>
            <Text c="dimmed">{addressOf(property)}</Text>
          </Stack>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.editProperty(property.id)}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              Edit
            </Button>
            <DeletePropertyButton
              id={property.id}
              name={property.name}
              onDeleted={() => {
                showSuccessToast(`${property.name} was deleted.`);
                void navigate(paths.properties, { replace: true });
              }}
            />
          </Group>
        </Group>

        <Paper withBorder radius="lg" p="lg">
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" component="dl" m={0}>
            {facts.map(([label, value]) => (
              <Stack key={label} gap={2}>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text component="dd" m={0} fw={500}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>

        {property.notes && (
          <Stack gap="xs" component="section" aria-labelledby="notes-title">
            <Title order={2} size="h4" id="notes-title">
              Notes
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{property.notes}</Text>
          </Stack>
        )}

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
      </Stack>
    </Container>
  );
}
