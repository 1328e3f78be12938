import '@mantine/core/styles/Badge.css';
import { ORDER_STATUS_LABELS, type MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Property } from '@homekeep/contracts/properties';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AwaitingConfirmation } from '@/components/feedback/awaiting-confirmation';
import { AppointmentLine } from '@/components/jobs/appointment-line';
import { appointmentState } from '@/lib/appointment-time';
import { formatMoney } from '@/lib/money';

const STATUS_WORDS: Record<Subscription['status'], string> = {
  pending: 'Payment due',
  active: 'Covered',
  past_due: 'Payment failed',
  canceled: 'No plan',
};

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** One property with the plan covering it (if any) and what to do about it. */
function PropertyCoverage({ property, plan }: { property: Property; plan?: Subscription }) {
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={property.name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={paths.property(property.id)} fw={600}>
            {property.name}
          </Anchor>
          <Badge
            variant="light"
            color={plan?.status === 'active' ? 'green' : 'gray'}
            miw="fit-content"
          >
            {plan ? STATUS_WORDS[plan.status] : 'No plan'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {property.addressLine1}, {property.city}
        </Text>
        {plan ? (
          <Text size="sm">
            {plan.plan.name}
            {plan.status === 'active' && plan.currentPeriodEnd
              ? ` · renews ${formatDay(plan.currentPeriodEnd)}`
              : ''}
          </Text>
        ) : (
          <Anchor component={Link} to={`${paths.subscription}`} size="sm">
            Choose a plan for {property.name}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

type NextAction = { text: string; label: string; to: string };

const requestLink = (id: string) => `${paths.maintenanceRequest}?id=${encodeURIComponent(id)}`;

/** The one thing most worth doing next, from what the resident has so far. */
function nextActionFor(
  properties: Property[],
  plans: Subscription[],
  bills: MaintenanceRequest[] = [],
): NextAction {
  if (properties.length === 0)
    return {
      text: 'Add your first property to get started.',
      label: 'Add a property',
      to: paths.newProperty,
    };
  const [bill] = bills;
  if (bill)
    return {
      text: `"${bill.title}" is done: ${formatMoney(bill.payment.priceCents, bill.payment.currency)} is due.`,
      label: 'Pay the bill',
      to: requestLink(bill.id),
    };
  const unpaid = plans.find((plan) => plan.status === 'pending' || plan.status === 'past_due');
  if (unpaid)
    return {
      text: `The plan for ${unpaid.property.name} is waiting for payment.`,
      label: 'Pay now',
      to: paths.subscription,
    };
  const uncovered = properties.find((p) => !plans.some((plan) => plan.propertyId === p.id));
  if (uncovered)
    return {
      text: `${uncovered.name} has no maintenance plan yet.`,
      label: 'Choose a plan',
      to: paths.subscription,
    };
  return { text: 'Something needs fixing?', label: 'Request a service', to: paths.homeServices };
}

/** Completed jobs whose bill is still to pay, each with the way to pay it. */
function BillsDue({ bills }: { bills: MaintenanceRequest[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="bills-title">
      <Title order={2} size="h3" id="bills-title">
        Bills to pay
      </Title>
      <Stack gap="xs">
        {bills.map((bill) => (
          <Paper key={bill.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>
                  {bill.title} · {bill.property.name}
                </Text>
                <Text size="sm" c="dimmed">
                  Completed by {bill.order.vendorCompanyName ?? 'your vendor'}
                </Text>
              </Stack>
              <Anchor component={Link} to={requestLink(bill.id)} fw={600}>
                Pay {formatMoney(bill.payment.priceCents, bill.payment.currency)}
              </Anchor>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

type HomeOverviewProps = {
  properties: Property[];
  plans: Subscription[];
  jobs: MaintenanceRequest[];
  /** Completed jobs whose bill is still to pay, the oldest due last. */
  bills: MaintenanceRequest[];
};

/** The living part of the dashboard: next action, each property's plan, the open jobs. */
export function HomeOverview({ properties, plans, jobs, bills }: HomeOverviewProps) {
  const next = nextActionFor(properties, plans, bills);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="next-title">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id="next-title">
              Next step
            </Title>
            <Text size="sm">{next.text}</Text>
          </Stack>
          <Button component={Link} to={next.to}>
            {next.label}
          </Button>
        </Group>
      </Paper>
      <AwaitingConfirmation
        items={jobs
          .filter((job) => job.appointment?.waitingFor === 'resident')
          .map((job) => ({
            id: job.id,
            title: job.title,
            text: appointmentState(job.appointment!, 'resident', job.timezone),
            to: requestLink(job.id),
          }))}
      />
      {bills.length > 0 && <BillsDue bills={bills} />}
      <Stack gap="sm" component="section" aria-labelledby="properties-title">
        <Group justify="space-between">
          <Title order={2} size="h3" id="properties-title">
            Your properties
          </Title>
          <Anchor component={Link} to={paths.properties}>
            Manage properties
          </Anchor>
        </Group>
        {properties.length === 0 ? (
          <Text c="dimmed">No properties yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {properties.map((property) => (
              <PropertyCoverage
                key={property.id}
                property={property}
                plan={plans.find((plan) => plan.propertyId === property.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="open-jobs-title">
        <Group justify="space-between">
          <Title order={2} size="h3" id="open-jobs-title">
            Open jobs
          </Title>
          <Anchor component={Link} to={paths.maintenanceRequest}>
            All jobs
          </Anchor>
        </Group>
        {jobs.length === 0 ? (
          <Text c="dimmed">No open jobs. Request a service when something needs doing.</Text>
        ) : (
          <Stack gap="xs">
            {jobs.map((job) => (
              <Paper key={job.id} withBorder radius="md" p="sm">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Anchor component={Link} to={requestLink(job.id)} fw={600}>
                      {job.title} · {job.property.name}
                    </Anchor>
                    <Badge variant="light">{ORDER_STATUS_LABELS[job.order.status]}</Badge>
                  </Group>
                  <AppointmentLine
                    appointment={job.appointment}
                    timezone={job.timezone}
                    me="resident"
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
