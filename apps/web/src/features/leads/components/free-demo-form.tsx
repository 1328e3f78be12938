import '@mantine/core/styles/NumberInput.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROPERTY_COUNT_MAX } from '@homekeep/contracts/leads';
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '@/components/forms/number-field';
import { useScheduleFreeDemoMutation } from '../api/leads-api';
import { demoRequestSchema, localToday, type DemoRequestValues } from '../lead-form-schemas';
import { withReadableErrors } from '../readable-errors';

export type BookedDemo = z.output<typeof demoRequestSchema>;

const emptyValues: DemoRequestValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  propertyCount: '',
  preferredDate: '',
  message: '',
};

type FreeDemoFormProps = { onBooked: (demo: BookedDemo) => void };

export function FreeDemoForm({ onBooked }: FreeDemoFormProps) {
  const [scheduleFreeDemo, { isLoading }] = useScheduleFreeDemoMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoRequestValues, unknown, BookedDemo>({
    defaultValues: emptyValues,
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(demoRequestSchema)),
  });

  // A refusal from the server is shown as its message in the error toast.
  const onSubmit = handleSubmit(async (demo) => {
    const result = await scheduleFreeDemo(demo);
    if (result.data) onBooked(demo);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Book a free demo">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Your name"
            autoComplete="name"
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput
            label="Company or association (optional)"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <NumberField
            control={control}
            name="propertyCount"
            label="Number of properties (optional)"
            min={1}
            max={PROPERTY_COUNT_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
          <TextInput
            label="Preferred date (optional)"
            type="date"
            min={localToday()}
            error={errors.preferredDate?.message}
            {...register('preferredDate')}
          />
        </SimpleGrid>
        <Textarea
          label="Message (optional)"
          description="What would you like to see in the demo?"
          rows={4}
          resize="vertical"
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" size="md" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          Book my free demo
        </Button>
      </Stack>
    </form>
  );
}
