import { zodResolver } from '@hookform/resolvers/zod';
import { latestVehicleYear } from '@homekeep/contracts/vendors';
import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useAddVendorVehicleMutation } from '../api/vendors-api';
import {
  emptyVehicle,
  vehicleFieldsOf,
  vehicleFormSchema,
  type VehicleFormValues,
} from '../vehicle-form-values';
import { NumberField } from '@/components/forms/number-field';
import { LookupSelect } from './lookup-select';
import { showSuccessToast } from '@/lib/toast';

export function AddVehicleForm() {
  const [addVehicle, { isLoading }] = useAddVendorVehicleMutation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<VehicleFormValues>({
    defaultValues: emptyVehicle,
    mode: 'onTouched',
    resolver: zodResolver(vehicleFormSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await addVehicle(vehicleFieldsOf(values));
    if ('data' in result && result.data) {
      reset(emptyVehicle);
      showSuccessToast(`Vehicle ${result.data.licensePlate} added.`);
    } else if ('error' in result && result.error && 'status' in result.error) {
      if (result.error.status === 409)
        setError('licensePlate', { message: 'You have already registered this plate.' });
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={onSubmit} noValidate aria-label="Add a vehicle">
        <Stack gap="md">
          <Title order={3} size="h4">
            Add a vehicle
          </Title>
          <Controller
            control={control}
            name="vehicleTypeId"
            render={({ field }) => (
              <LookupSelect
                list="vehicle-types"
                label="Vehicle type"
                placeholder="Choose a type"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.vehicleTypeId?.message}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Make"
              withAsterisk
              error={errors.make?.message}
              {...register('make')}
            />
            <TextInput
              label="Model"
              withAsterisk
              error={errors.model?.message}
              {...register('model')}
            />
            <NumberField
              control={control}
              name="year"
              label="Year"
              withAsterisk
              allowDecimal={false}
              allowNegative={false}
              min={1950}
              max={latestVehicleYear()}
              hideControls
              clampBehavior="none"
              placeholder="e.g. 2021"
            />
            <TextInput
              label="Licence plate"
              withAsterisk
              autoCapitalize="characters"
              placeholder="e.g. 7ABC123"
              error={errors.licensePlate?.message}
              {...register('licensePlate')}
            />
          </SimpleGrid>
          <Button type="submit" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
            Add vehicle
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
