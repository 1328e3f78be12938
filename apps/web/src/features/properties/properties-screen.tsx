import '@mantine/core/styles/Pagination.css';
import {
  Button,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useGetPropertiesQuery } from './api/properties-api';
import { PropertyCard } from './components/property-card';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

const PAGE_SIZE = 12;

export function PropertiesScreen() {
  usePageTitle('Your properties');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isLoading, isError, refetch } = useGetPropertiesQuery({ page, limit: PAGE_SIZE });
  const addButton = (
    <Button
      component={Link}
      to={paths.newProperty}
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      Add property
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Your properties</Title>
            <Text c="dimmed">The homes and buildings you keep with us.</Text>
          </Stack>
          {data && data.meta.total > 0 && addButton}
        </Group>
        {isLoading ? (
          <LoadingState label="Loading your properties..." />
        ) : isError || !data ? (
          <ErrorState
            title="Your properties could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void refetch()}
          />
        ) : data.data.length === 0 ? (
          <EmptyState
            title="No properties yet"
            message="Add your first property to subscribe it to a plan and ask for maintenance."
            action={
              <Button component={Link} to={paths.newProperty} mt="sm">
                Add your first property
              </Button>
            }
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {data.data.map((property) => (
                <PropertyCard key={property.id} property={property} />
              ))}
            </SimpleGrid>
            {data.meta.totalPages > 1 && (
              <Group justify="center">
                <Pagination
                  total={data.meta.totalPages}
                  value={page}
                  onChange={(next) => setParams({ page: String(next) })}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
