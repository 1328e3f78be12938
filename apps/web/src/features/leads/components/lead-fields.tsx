import '@mantine/core/styles/NumberInput.css';
import { PROPERTY_COUNT_MAX } from '@homekeep/contracts/leads';
import { Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { NumberField } from '@/components/forms/number-field';

/** The optional details both lead forms ask for, registered in the form's context. */
type LeadFieldValues = { company: string; propertyCount: number | string; message: string };

export function CompanyField({ label }: { label: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<LeadFieldValues>();
  return (
    <TextInput
      label={label}
      autoComplete="organization"
      error={errors.company?.message}
      {...register('company')}
    />
  );
}

export function PropertyCountField() {
  const { control } = useFormContext<LeadFieldValues>();
  return (
    <NumberField
      control={control}
      name="propertyCount"
      label="Number of properties (optional)"
      min={1}
      max={PROPERTY_COUNT_MAX}
      thousandSeparator=","
      allowDecimal={false}
      allowNegative={false}
    />
  );
}

export function MessageField({ description }: { description: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<LeadFieldValues>();
  return (
    <Textarea
      label="Message (optional)"
      description={description}
      rows={4}
      resize="vertical"
      error={errors.message?.message}
      {...register('message')}
    />
  );
}
