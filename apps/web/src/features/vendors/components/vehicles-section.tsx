import type { Vehicle } from '@homekeep/contracts/vendors';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useGetVendorVehiclesQuery, useRemoveVendorVehicleMutation } from '../api/vendors-api';
import { AddVehicleForm } from './add-vehicle-form';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { showSuccessToast } from '@/lib/toast';
import { useFocusWhenGone } from '@/lib/use-focus-after';

const PAGE_SIZE = 10;

function VehicleCard({ vehicle, onRemove }: { vehicle: Vehicle; onRemove: () => void }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={vehicle.licensePlate}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconTruck
            size={28}
            aria-hidden
            style={{ flexShrink: 0, color: 'var(--mantine-color-blue-6)' }}
          />
          <Stack gap={2}>
            <Text fw={600}>
              {vehicle.year} {vehicle.make} {vehicle.model}
            </Text>
            <Text size="sm" c="dimmed">
              {vehicle.vehicleTypeName}
            </Text>
            <Badge variant="light" color="gray" size="md" radius="sm" mt={4}>
              {vehicle.licensePlate}
            </Badge>
          </Stack>
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={onRemove}
          aria-label={`Remove vehicle ${vehicle.licensePlate}`}
        >
          Remove
        </Button>
      </Group>
    </Paper>
  );
}

export function VehiclesSection() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetVendorVehiclesQuery({
    page,
    limit: PAGE_SIZE,
  });
  const [removeVehicle, { isLoading: removing }] = useRemoveVendorVehicleMutation();
  const [toRemove, setToRemove] = useState<Vehicle | null>(null);
  const focus = useFocusWhenGone(data?.data.map((vehicle) => vehicle.id));

  const confirmRemoval = async () => {
    if (!toRemove) return;
    const result = await removeVehicle(toRemove.id);
    if (!('error' in result)) {
      showSuccessToast(`Vehicle ${toRemove.licensePlate} removed.`);
      focus.wasRemoved(toRemove.id);
      if (data && data.data.length === 1 && page > 1) setPage(page - 1);
    }
    setToRemove(null);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="vehicles-heading">
      <Title order={2} size="h3" id="vehicles-heading" ref={focus.target} tabIndex={-1}>
        Vehicles
      </Title>
      {isLoading && <LoadingState label="Loading your vehicles..." />}
      {isError && !data && (
        <ErrorState
          title="Your vehicles could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {data && data.meta.total === 0 && (
        <EmptyState
          title="No vehicles yet"
          message="Add the trucks and vans your crew drives to jobs, so residents know what to expect."
        />
      )}
      {data && data.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data.data.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} onRemove={() => setToRemove(vehicle)} />
          ))}
        </SimpleGrid>
      )}
      {data && data.meta.totalPages > 1 && (
        <Pagination
          total={data.meta.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
      <AddVehicleForm />
      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove this vehicle?"
        message={
          toRemove
            ? `${toRemove.year} ${toRemove.make} ${toRemove.model} (${toRemove.licensePlate}) will be removed from your company.`
            : ''
        }
        confirmLabel="Remove vehicle"
        busy={removing}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
