import '@mantine/core/styles/Grid.css';
import {
  Anchor,
  Button,
  Container,
  Grid,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { APP_NAME, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_LINK } from '@/config/app';
import { usePageTitle } from '@/lib/page-title';
import { FreeDemoForm, type BookedDemo } from './components/free-demo-form';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });

export function ContactUsScreen() {
  usePageTitle('Contact us');
  const [booked, setBooked] = useState<BookedDemo | null>(null);

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="sm" maw={720}>
          <Title order={1}>Contact us</Title>
          <Text c="dimmed" size="lg">
            Book a free demo for your properties or association, or ask us anything. A person from
            the {APP_NAME} team answers every message.
          </Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
              {booked ? (
                <DemoBooked demo={booked} onBookAnother={() => setBooked(null)} />
              ) : (
                <Stack gap="md">
                  <Title order={2} size="h3">
                    Book a free demo
                  </Title>
                  <Text c="dimmed" size="sm">
                    A 30-minute video call: we show you the plans, how requests reach local vendors
                    and how you follow each job. Only your name and email are required; pick a day
                    if you have one in mind and we will confirm a time that suits you.
                  </Text>
                  <FreeDemoForm onBooked={setBooked} />
                </Stack>
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" component="section" aria-label="Other ways to reach us">
              <Title order={2} size="h4">
                Other ways to reach us
              </Title>
              <ContactLine icon={<IconMail size={20} />} label="Email">
                <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
              </ContactLine>
              <ContactLine icon={<IconPhone size={20} />} label="Phone">
                <Anchor href={SUPPORT_PHONE_LINK}>{SUPPORT_PHONE}</Anchor>
              </ContactLine>
              <ContactLine icon={<IconClock size={20} />} label="Hours">
                <Text>Monday to Friday, 8 am to 6 pm Eastern</Text>
              </ContactLine>
              <Text size="sm" c="dimmed">
                Already a resident? Sign in and open a maintenance request for anything about a
                property; it reaches the right vendor fastest.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <ThemeIcon size={30} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function DemoBooked({ demo, onBookAnother }: { demo: BookedDemo; onBookAnother: () => void }) {
  const when = demo.preferredDate
    ? `on ${dateFormat.format(new Date(`${demo.preferredDate}T00:00:00Z`))}`
    : 'at a time that suits you';
  return (
    <Stack gap="sm" align="flex-start" role="status">
      <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={28} />
      </ThemeIcon>
      <Title order={2} size="h3">
        Your demo request is in
      </Title>
      <Text>
        Thank you, {demo.name}. We will email <strong>{demo.email}</strong> within one business day
        to confirm a time for your free demo {when}.
      </Text>
      <Text c="dimmed" size="sm">
        Nothing to pay and nothing to install: the demo is a video call, and the link comes with the
        confirmation.
      </Text>
      <Button variant="default" onClick={onBookAnother}>
        Book another demo
      </Button>
    </Stack>
  );
}
