import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Anchor, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router';
import { AcceptOrderButton } from './components/accept-order-button';
import { AppointmentPanel } from './components/appointment-panel';
import { heldEmptyState, JobsHoldAlert } from './components/jobs-hold-alert';
import { VendorAwaiting } from './components/vendor-awaiting';
import { VendorSchedule } from './components/vendor-schedule';
import { NextStatusForm } from './components/next-status-form';
import { OrdersList } from './components/orders-list';
import classes from './orders-tabs.module.css';
import { JobReviewsPanel } from '@/components/reviews/job-reviews-panel';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useGetPayoutAccountQuery } from '@/lib/resources/payout-account-api';
import { useGetVendorProfileQuery } from '@/lib/resources/vendor-profile-api';

const TABS = ['available', 'mine', 'schedule', 'completed'] as const;
type Tab = (typeof TABS)[number];

export function OrdersScreen() {
  usePageTitle('Orders');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'available';
  const highlightId = params.get('order');
  const { incomplete, ...standing } = useGetVendorProfileQuery(undefined, {
    selectFromResult: ({ data }) => ({
      incomplete: data?.complete === false,
      hold: data?.hold ?? null,
      suspensionReason: data?.suspensionReason ?? null,
      licenseExpiresAt: data?.licenseExpiresAt ?? null,
    }),
  });
  const held = heldEmptyState(standing);
  // A job missed (another vendor was first) is said above the list, where it stays once the
  // job's card, and the button pressed on it, have gone; the focus goes to it.
  const [missed, setMissed] = useState<{ title: string; message: string } | null>(null);
  const missedAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (missed) missedAlert.current?.focus();
  }, [missed]);
  const { unpaid } = useGetPayoutAccountQuery(undefined, {
    selectFromResult: ({ data }) => ({ unpaid: data !== undefined && !data.payoutsEnabled }),
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Orders</Title>
          <Text c="dimmed">Jobs that match your services and area, and the ones you took.</Text>
        </Stack>
        <JobsHoldAlert {...standing} />
        {incomplete && !held && (
          <Alert color="yellow" title="Your profile is not complete">
            You can see jobs, but you can accept them only once your company profile is complete.{' '}
            <Anchor component={Link} to={paths.profileSetup}>
              Complete your profile
            </Anchor>
          </Alert>
        )}
        <VendorAwaiting />
        {unpaid && (
          <Alert color="blue" title="Set up payouts to get paid">
            Each job shows what it pays you. We send your earnings to your bank once your payout
            account is set up.{' '}
            <Anchor component={Link} to={paths.earnings}>
              Set up payouts
            </Anchor>
          </Alert>
        )}
        <Tabs
          value={tab}
          onChange={(next) => setParams(next ? { tab: next } : {})}
          keepMounted={false}
          classNames={{ list: classes.list, tab: classes.tab }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="available">Available jobs</Tabs.Tab>
            <Tabs.Tab value="mine">My jobs</Tabs.Tab>
            <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
            <Tabs.Tab value="completed">Completed</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="available" pt="md">
            {missed && (
              <Alert
                ref={missedAlert}
                tabIndex={-1}
                color="orange"
                title={`"${missed.title}" is not yours`}
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setMissed(null)}
                mb="md"
              >
                {missed.message}
              </Alert>
            )}
            <OrdersList
              status="pending"
              notHere="It is no longer open: it was accepted (yours are under My jobs) or canceled."
              empty={
                held ?? {
                  title: 'No open jobs right now',
                  message: 'New jobs for your services in your area appear here.',
                }
              }
              actionsFor={(order) => (
                <AcceptOrderButton
                  order={order}
                  disabled={incomplete || held !== null}
                  // The accepted job opens at once where it now lives.
                  onAccepted={(taken) => {
                    setMissed(null);
                    setParams({ tab: 'mine', order: taken.id });
                  }}
                  onRefused={(lost, message) => setMissed({ title: lost.title, message })}
                />
              )}
              highlightId={highlightId}
            />
          </Tabs.Panel>
          <Tabs.Panel value="mine" pt="md">
            <OrdersList
              status="accepted,en_route,in_progress"
              notHere="It is not on this page of your jobs in hand: look on another page, or under Completed if it is done."
              empty={{
                title: 'No jobs in hand',
                message: 'Accept an available job and walk it to completion here.',
              }}
              actionsFor={(order) => (
                <>
                  <AppointmentPanel
                    side="vendor"
                    id={order.id}
                    orderStatus={order.status}
                    appointment={order.appointment}
                    availability={order.availability}
                    timezone={order.timezone}
                  />
                  <NextStatusForm
                    order={order}
                    // The finished job opens where it now lives, its review form at hand.
                    onCompleted={(done) => setParams({ tab: 'completed', order: done.id })}
                  />
                </>
              )}
              highlightId={highlightId}
            />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="md">
            <VendorSchedule />
          </Tabs.Panel>
          <Tabs.Panel value="completed" pt="md">
            <OrdersList
              status="completed"
              notHere="It is not on this page of your completed jobs: look on another page."
              empty={{ title: 'Nothing completed yet', message: 'Finished jobs are listed here.' }}
              actionsFor={(order) => (
                <JobReviewsPanel side="vendor" jobId={order.id} reviews={order.reviews} />
              )}
              highlightId={highlightId}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {/* The conversation of the order in the address (the messages area's route). */}
      <Outlet />
    </Container>
  );
}
