import type { Property } from '@homekeep/contracts/properties';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { addressOf } from './property-address';
import { PROPERTY_TYPE_LABELS } from './property-form-values';
import { PropertyPhoto } from './property-photo';
import { paths } from '@/config/paths';

export function PropertyCard({ property }: { property: Property }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={paths.property(property.id)}
      aria-label={property.name}
    >
      <Card.Section>
        <PropertyPhoto url={property.photos[0]?.url} alt={`Photo of ${property.name}`} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" lineClamp={1}>
            {property.name}
          </Title>
          <Badge variant="light">{PROPERTY_TYPE_LABELS[property.type]}</Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {addressOf(property)}
        </Text>
      </Stack>
    </Card>
  );
}
