import type { Property } from '@homekeep/contracts/properties';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from './property-form-values';
import { timeZoneLabel } from './time-zone-options';

const orDash = (value: number | null, unit = '') =>
  value === null ? '—' : `${value.toLocaleString()}${unit}`;

/** Type, size, rooms, age and time zone of a property, as a list of terms. */
export function PropertyFacts({ property }: { property: Property }) {
  const facts = [
    ['Type', PROPERTY_TYPE_LABELS[property.type]],
    ['Size', orDash(property.sizeSqft, ' sq ft')],
    ['Bedrooms', orDash(property.bedrooms)],
    ['Bathrooms', orDash(property.bathrooms)],
    ['Year built', property.yearBuilt === null ? '—' : String(property.yearBuilt)],
    ['Time zone', timeZoneLabel(property.timezone)],
  ];
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" component="dl" m={0}>
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
  );
}
