import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The dashboard's way to the resident's properties. */
export function PropertiesCallout() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="properties-title">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="properties-title">
            Your properties
          </Title>
          <Text size="sm" c="dimmed">
            Keep the address, details and photos of each home you want cared for.
          </Text>
        </Stack>
        <Button component={Link} to={paths.properties} variant="light">
          Manage properties
        </Button>
      </Group>
    </Paper>
  );
}
