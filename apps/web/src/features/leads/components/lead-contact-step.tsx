import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatedPotentialClient, Interest } from '@homekeep/contracts/leads';
import { Button, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField, PersonNameFields } from '@/components/forms/contact-fields';
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
  const form = useForm<LeadContactValues>({
    defaultValues: { firstName: '', lastName: '', email: '' },
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(leadContactSchema)),
  });

  // A refusal from the server is shown as its message in the error toast.
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await createPotentialClient({ ...values, interest });
    if (result.data) onCreated(result.data);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Your contact details">
        <Stack gap="md">
          <PersonNameFields />
          <EmailField />
          <Button type="submit" size="md" loading={isLoading}>
            Send my details
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
