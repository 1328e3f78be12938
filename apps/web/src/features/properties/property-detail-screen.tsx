import type { Property } from '@homekeep/contracts/properties';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { DeletePropertyButton } from './components/delete-property-button';
import { addressOf } from './components/property-address';
import { PropertyFacts } from './components/property-facts';
import { PropertyPhotos } from './components/property-photos';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useGetPropertyQuery } from '@/lib/resources/properties-api';
import { showSuccessToast } from '@/lib/toast';

export function PropertyDetailScreen() {
  const { id = '' } = useParams();
  const { data: property, isLoading, isError, refetch } = useGetPropertyQuery(id);
  usePageTitle(property?.name ?? 'Property');

  if (isLoading) return <LoadingState label="Loading the property..." />;
  if (isError || !property) return <PropertyUnavailable onRetry={() => void refetch()} />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.properties} size="sm">
          ← Your properties
        </Anchor>
        <PropertyHeading property={property} />
        <PropertyFacts property={property} />
        {property.notes && (
          <Stack gap="xs" component="section" aria-labelledby="notes-title">
            <Title order={2} size="h4" id="notes-title">
              Notes
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{property.notes}</Text>
          </Stack>
        )}
        <PropertyPhotos property={property} />
      </Stack>
    </Container>
  );
}

/** The property's name and address, with editing and deleting beside them. */
function PropertyHeading({ property }: { property: Property }) {
  const navigate = useNavigate();
  return (
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
            showSuccessToast(`${property.name} was removed; its history is kept.`);
            void navigate(paths.properties, { replace: true });
          }}
        />
      </Group>
    </Group>
  );
}

function PropertyUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>Property</Title>
        <ErrorState
          title="This property could not be loaded"
          message="It may have been deleted, or the connection dropped."
          onRetry={onRetry}
        />
        <Anchor component={Link} to={paths.properties}>
          Back to your properties
        </Anchor>
      </Stack>
    </Container>
  );
}
