import { zodResolver } from '@hookform/resolvers/zod';
import type { PotentialClient } from '@homekeep/contracts/leads';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PhoneField } from '@/components/forms/contact-fields';
import { useUpdatePotentialClientMutation } from '../api/leads-api';
import { leadDetailsSchema, type LeadDetailsValues } from '../lead-form-schemas';
import type { StoredLead } from '../potential-client-storage';
import { withReadableErrors } from '../readable-errors';
import { CompanyField, MessageField, PropertyCountField } from './lead-fields';

type LeadDetailsStepProps = {
  lead: StoredLead;
  onSaved: (client: PotentialClient) => void;
  onSkipped: () => void;
  /** The lead is gone or its token no longer works: start again from step one. */
  onLost: () => void;
};

type LeadDetails = z.output<typeof leadDetailsSchema>;

/** Step two: optional details that help us prepare, sent as an update of the lead. */
export function LeadDetailsStep({ lead, onSaved, onSkipped, onLost }: LeadDetailsStepProps) {
  const [updatePotentialClient, { isLoading }] = useUpdatePotentialClientMutation();
  const form = useForm<LeadDetailsValues, unknown, LeadDetails>({
    defaultValues: { phone: '', company: '', propertyCount: '', message: '' },
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(leadDetailsSchema)),
  });

  const onSubmit = form.handleSubmit(async (details) => {
    const changes = Object.fromEntries(
      Object.entries(details).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length === 0) return onSkipped();
    const result = await updatePotentialClient({ id: lead.id, token: lead.token, changes });
    if (result.data) onSaved(result.data);
    else if (result.error && 'status' in result.error && result.error.status === 404) onLost();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="More about you">
        <Stack gap="md">
          <PhoneField />
          <CompanyField label="Company (optional)" />
          <PropertyCountField />
          <MessageField description="Anything we should know before we call" />
          <Group gap="sm">
            <Button type="submit" size="md" loading={isLoading}>
              Add these details
            </Button>
            <Button
              type="button"
              size="md"
              variant="subtle"
              onClick={onSkipped}
              disabled={isLoading}
            >
              Skip this step
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
