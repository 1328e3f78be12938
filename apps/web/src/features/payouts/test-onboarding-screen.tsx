import '@mantine/core/styles/Alert.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TEST_BANK_ACCOUNTS,
  TEST_ROUTING_NUMBER,
  testOnboardingBodySchema,
  type TestOnboardingBody,
} from '@homekeep/contracts/payouts';
import { Alert, Anchor, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { messageFor } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { useCompleteTestOnboardingMutation } from './api/payouts-api';

/** The built-in payout onboarding of test mode: what the processor's hosted page would ask. */
export function TestOnboardingScreen() {
  usePageTitle('Set up payouts');
  const navigate = useNavigate();
  const [complete, completion] = useCompleteTestOnboardingMutation();
  const form = useForm<TestOnboardingBody>({
    resolver: zodResolver(testOnboardingBodySchema),
    defaultValues: { legalName: '', routingNumber: '', accountNumber: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const result = await complete(body);
    if ('data' in result) void navigate(paths.earnings);
  });

  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>Set up payouts</Title>
        <Text c="dimmed">Where we send what your jobs earn you.</Text>
        <Alert
          role="note"
          variant="light"
          color="brand"
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          <Text size="sm">
            Test onboarding: routing number {TEST_ROUTING_NUMBER} with account{' '}
            {TEST_BANK_ACCOUNTS.enabled} turns payouts on; account {TEST_BANK_ACCOUNTS.restricted}{' '}
            leaves them on hold until your identity is checked.
          </Text>
        </Alert>
        {completion.error && (
          <Alert role="alert" color="red" title="Not saved">
            {messageFor(completion.error)}
          </Alert>
        )}
        <form onSubmit={(event) => void submit(event)} aria-label="Payout details" noValidate>
          <Stack gap="sm">
            <TextInput
              label="Legal name of the business"
              autoComplete="organization"
              {...form.register('legalName')}
              error={errors.legalName?.message}
            />
            <TextInput
              label="Routing number"
              inputMode="numeric"
              {...form.register('routingNumber')}
              error={errors.routingNumber?.message}
            />
            <TextInput
              label="Account number"
              inputMode="numeric"
              {...form.register('accountNumber')}
              error={errors.accountNumber?.message}
            />
            <Button type="submit" loading={completion.isLoading}>
              Save and turn on payouts
            </Button>
            <Anchor component={Link} to={paths.earnings} size="sm">
              Back to earnings
            </Anchor>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
