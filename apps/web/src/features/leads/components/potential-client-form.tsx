import type { Interest } from '@homekeep/contracts/leads';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  clearStoredLead,
  loadStoredLead,
  saveStoredLead,
  type StoredLead,
} from '../potential-client-storage';
import { LeadContactStep } from './lead-contact-step';
import { LeadDetailsStep } from './lead-details-step';

type PotentialClientFormProps = { interest: Interest };

/**
 * "Leave your details" in two steps: contact details create the lead, optional details update it
 * with the token kept in sessionStorage, then a thank-you.
 */
export function PotentialClientForm({ interest }: PotentialClientFormProps) {
  const [lead, setLead] = useState<StoredLead | null>(loadStoredLead);

  const remember = (next: StoredLead) => {
    saveStoredLead(next);
    setLead(next);
  };
  const startOver = () => {
    clearStoredLead();
    setLead(null);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      {!lead && (
        <Stack gap="md">
          <StepHeading step={1} title="Leave your details" />
          <Text c="dimmed" size="sm">
            Tell us who you are and we will get in touch. No account needed.
          </Text>
          <LeadContactStep
            interest={interest}
            onCreated={(created) =>
              remember({
                id: created.id,
                token: created.token,
                firstName: created.firstName,
                detailsSent: false,
              })
            }
          />
        </Stack>
      )}
      {lead && !lead.detailsSent && (
        <Stack gap="md">
          <StepHeading step={2} title={`Thanks, ${lead.firstName}. A little more?`} />
          <Text c="dimmed" size="sm">
            We have your details. Anything you add here helps us prepare; every field is optional.
          </Text>
          <LeadDetailsStep
            lead={lead}
            onSaved={() => remember({ ...lead, detailsSent: true })}
            onSkipped={() => remember({ ...lead, detailsSent: true })}
            onLost={startOver}
          />
        </Stack>
      )}
      {lead?.detailsSent && (
        <Stack gap="sm" align="flex-start" role="status">
          <ThemeIcon size={44} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title order={3}>Thank you, {lead.firstName}!</Title>
          <Text>
            Your details are with our team. Someone will email you within one business day to talk
            about what you need and, if you like, set up a free demo.
          </Text>
          <Button variant="default" onClick={startOver}>
            Send details for someone else
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

function StepHeading({ step, title }: { step: number; title: string }) {
  return (
    <Stack gap={4}>
      <Text c="brand.8" fw={700} size="xs" tt="uppercase" style={{ letterSpacing: 1 }}>
        Step {step} of 2
      </Text>
      <Title order={3}>{title}</Title>
    </Stack>
  );
}
