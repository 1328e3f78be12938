import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PropertyCard } from './components/property-card';
import { PagedList } from '@/components/lists/paged-list';
import { paths } from '@/config/paths';
import { usePageParam } from '@/lib/page-param';
import { usePageTitle } from '@/lib/page-title';
import { useGetPropertiesQuery } from '@/lib/resources/properties-api';

const PAGE_SIZE = 12;

export function PropertiesScreen() {
  usePageTitle('Your properties');
  const [page, setPage] = usePageParam();
  const query = useGetPropertiesQuery({ page, limit: PAGE_SIZE });
  const { data } = query;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Your properties</Title>
            <Text c="dimmed">The homes and buildings you keep with us.</Text>
          </Stack>
          {data && data.meta.total > 0 && (
            <Button
              component={Link}
              to={paths.newProperty}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Add property
            </Button>
          )}
        </Group>
        <PagedList
          query={query}
          loadingLabel="Loading your properties..."
          errorTitle="Your properties could not be loaded"
          empty={{
            title: 'No properties yet',
            message: 'Add your first property to subscribe it to a plan and ask for maintenance.',
            action: (
              <Button component={Link} to={paths.newProperty} mt="sm">
                Add your first property
              </Button>
            ),
          }}
          page={page}
          onPageChange={setPage}
          grid={{ cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' }}
          renderItem={(property) => <PropertyCard property={property} />}
        />
      </Stack>
    </Container>
  );
}
