import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useAddVendorVehicleMutation } from '../api/vendors-api';
import {
  emptyVehicle,
  vehicleFieldsOf,
  vehicleFormSchema,
  type VehicleFormValues,
} from '../vehicle-form-values';
import { LookupField } from './lookup-field';
import { VehicleFields } from './vehicle-fields';
import { showSuccessToast } from '@/lib/toast';

export function AddVehicleForm() {
  const [addVehicle, { isLoading }] = useAddVendorVehicleMutation();
  const form = useForm<VehicleFormValues>({
    defaultValues: emptyVehicle,
    mode: 'onTouched',
    resolver: zodResolver(vehicleFormSchema),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await addVehicle(vehicleFieldsOf(values));
    if ('data' in result && result.data) {
      form.reset(emptyVehicle);
      showSuccessToast(`Vehicle ${result.data.licensePlate} added.`);
    } else if ('error' in result && result.error && 'status' in result.error) {
      if (result.error.status === 409)
        form.setError('licensePlate', { message: 'You have already registered this plate.' });
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Add a vehicle">
          <Stack gap="md">
            <Title order={3} size="h4">
              Add a vehicle
            </Title>
            <LookupField
              name="vehicleTypeId"
              list="vehicle-types"
              label="Vehicle type"
              placeholder="Choose a type"
            />
            <VehicleFields />
            <Button type="submit" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
              Add vehicle
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
