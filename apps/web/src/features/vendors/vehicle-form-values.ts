import {
  LICENSE_PLATE_MAX,
  VEHICLE_YEAR_MIN,
  latestVehicleYear,
  type VehicleFields,
} from '@homekeep/contracts/vendors';
import { z } from 'zod';

function yearProblem(value: number | string): string | null {
  if (value === '') return 'Enter the year';
  const year = Number(value);
  if (!Number.isInteger(year)) return 'Enter a whole year';
  if (year < VEHICLE_YEAR_MIN) return `Year must be ${VEHICLE_YEAR_MIN} or later`;
  if (year > latestVehicleYear()) return 'Year must not be later than next year';
  return null;
}

export const vehicleFormSchema = z.object({
  vehicleTypeId: z
    .string()
    .nullable()
    .refine((value) => Boolean(value), { message: 'Choose a vehicle type' }),
  make: z.string().trim().min(1, 'Enter the make').max(200, 'Make is too long'),
  model: z.string().trim().min(1, 'Enter the model').max(200, 'Model is too long'),
  year: z.union([z.number(), z.string()]).superRefine((value, context) => {
    const problem = yearProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  licensePlate: z
    .string()
    .trim()
    .min(1, 'Enter the licence plate')
    .max(LICENSE_PLATE_MAX, `Licence plate must be at most ${LICENSE_PLATE_MAX} characters`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Use only letters, digits, spaces and dashes'),
});

export type VehicleFormValues = z.input<typeof vehicleFormSchema>;

export const emptyVehicle: VehicleFormValues = {
  vehicleTypeId: null,
  make: '',
  model: '',
  year: '',
  licensePlate: '',
};

export function vehicleFieldsOf(values: VehicleFormValues): VehicleFields {
  return {
    vehicleTypeId: Number(values.vehicleTypeId),
    make: values.make.trim(),
    model: values.model.trim(),
    year: Number(values.year),
    licensePlate: values.licensePlate.trim(),
  };
}
