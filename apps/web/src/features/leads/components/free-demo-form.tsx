import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField, PhoneField } from '@/components/forms/contact-fields';
import { useScheduleFreeDemoMutation } from '../api/leads-api';
import { demoRequestSchema, localToday, type DemoRequestValues } from '../lead-form-schemas';
import { withReadableErrors } from '../readable-errors';
import { CompanyField, MessageField, PropertyCountField } from './lead-fields';

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
  const form = useForm<DemoRequestValues, unknown, BookedDemo>({
    defaultValues: emptyValues,
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(demoRequestSchema)),
  });

  // A refusal from the server is shown as its message in the error toast.
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (demo) => {
    const result = await scheduleFreeDemo(demo);
    if (result.data) onBooked(demo);
  });

  return (
    <FormProvider {...form}>
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
            <EmailField />
            <PhoneField />
            <CompanyField label="Company or association (optional)" />
            <PropertyCountField />
            <TextInput
              label="Preferred date (optional)"
              type="date"
              min={localToday()}
              error={errors.preferredDate?.message}
              {...register('preferredDate')}
            />
          </SimpleGrid>
          <MessageField description="What would you like to see in the demo?" />
          <Button type="submit" size="md" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
            Book my free demo
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
