import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatedPotentialClient, Interest } from '@homekeep/contracts/leads';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useCreatePotentialClientMutation } from '../api/leads-api';
import { leadContactSchema, type LeadContactValues } from '../lead-form-schemas';
import { withReadableErrors } from '../readable-errors';

type LeadContactStepProps = {
  interest: Interest;
  onCreated: (lead: CreatedPotentialClient) => void;
};

/** Step one: who to contact. Creates the lead. */
export function LeadContactStep({ interest, onCreated }: LeadContactStepProps) {
  const [createPotentialClient, { isLoading }] = useCreatePotentialClientMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LeadContactValues>({
    defaultValues: { firstName: '', lastName: '', email: '' },
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(leadContactSchema)),
  });

  // A refusal from the server is shown as its message in the error toast.
  const onSubmit = handleSubmit(async (values) => {
    const result = await createPotentialClient({ ...values, interest });
    if (result.data) onCreated(result.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your contact details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="md" loading={isLoading}>
          Send my details
        </Button>
      </Stack>
    </form>
  );
}
