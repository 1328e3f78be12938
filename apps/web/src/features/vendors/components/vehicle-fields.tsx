import { latestVehicleYear } from '@homekeep/contracts/vendors';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { VehicleFormValues } from '../vehicle-form-values';
import { NumberField } from '@/components/forms/number-field';

/** Make, model, year and plate of a vehicle, in the surrounding form. */
export function VehicleFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<VehicleFormValues>();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="Make" withAsterisk error={errors.make?.message} {...register('make')} />
      <TextInput label="Model" withAsterisk error={errors.model?.message} {...register('model')} />
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
  );
}
