import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarCheck, IconClipboardList, IconTool } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useBrowserValue } from '@/lib/hydration';
import { RETURN_PARAM } from '@/lib/return-path';
import { AfterHydration } from '@/components/layout/after-hydration';
import { HydrationSlice } from '@/components/layout/hydration-slice';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { LandingHero } from './components/landing-hero';

// Only a visitor sent here from a private page sees it: kept out of the landing page's first load.
const SignInNeededNotice = lazy(() =>
  import('./components/sign-in-needed-notice').then((m) => ({ default: m.SignInNeededNotice })),
);

const WrongRoleNotice = lazy(() =>
  import('./components/wrong-role-notice').then((m) => ({ default: m.WrongRoleNotice })),
);

// Plans and banners come from the API with the data layer: their chunk loads after this page
// paints, the page shows their loading state meanwhile.
const apiSections = () => import('./components/landing-api-sections');
const LandingBanners = lazy(() => apiSections().then((m) => ({ default: m.LandingBanners })));
const LandingPlans = lazy(() => apiSections().then((m) => ({ default: m.LandingPlans })));

/** The sections' own loading state, shown while their chunk downloads. */
function CardsLoading({ label, height }: { label: string; height: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      role="group"
      aria-busy="true"
      aria-label={label}
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

type SectionProps = { id: string; title: string; intro: string; children: ReactNode };

function Section({ id, title, intro, children }: SectionProps) {
  return (
    <Container component="section" size="lg" py={{ base: 40, md: 64 }} aria-labelledby={id}>
      <Stack gap={6} mb="xl">
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text c="dimmed" size="lg" maw={680}>
          {intro}
        </Text>
      </Stack>
      {children}
    </Container>
  );
}

const steps = [
  {
    icon: <IconClipboardList size={26} />,
    title: 'Pick a plan',
    text: 'Choose the level of care each property needs. Prices are per property.',
  },
  {
    icon: <IconCalendarCheck size={26} />,
    title: 'Ask for help',
    text: 'Describe what needs doing and when suits you. Urgent jobs are flagged as such.',
  },
  {
    icon: <IconTool size={26} />,
    title: 'Get it done',
    text: 'A qualified vendor near you takes the job and keeps you posted until it is finished.',
  },
];

export function LandingScreen() {
  usePageTitle();
  const [params] = useSearchParams();
  // The prerendered page has neither the notice nor the API's data: both follow hydration.
  const sentFromPrivatePage = useBrowserValue(params.has(RETURN_PARAM), false);
  // The guard's note on another role's page: read by the notice, kept out of this first load.
  const sentFromOtherRolesPage = useBrowserValue(useLocation().state != null, false);
  const bannersLoading = <CardsLoading label="Loading highlights" height={280} />;
  const plansLoading = <CardsLoading label="Loading plans" height={320} />;
  return (
    <>
      {sentFromPrivatePage && (
        <Suspense fallback={null}>
          <SignInNeededNotice />
        </Suspense>
      )}
      {sentFromOtherRolesPage && (
        <Suspense fallback={null}>
          <WrongRoleNotice />
        </Suspense>
      )}
      <HydrationSlice>
        <LandingHero />
      </HydrationSlice>
      <Section
        id="highlights-title"
        title="What's new"
        intro="Seasonal checks and offers for every home."
      >
        <Suspense fallback={bannersLoading}>
          <AfterHydration placeholder={bannersLoading}>
            <LandingBanners />
          </AfterHydration>
        </Suspense>
      </Section>
      <HydrationSlice>
        <Box bg="white">
          <Section
            id="how-title"
            title="How it works"
            intro="Three steps from sign-up to a job well done."
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {steps.map((step) => (
                <Paper key={step.title} p="lg" radius="lg" withBorder>
                  <Stack gap="sm">
                    <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                      {step.icon}
                    </ThemeIcon>
                    <Title order={3} size="h4">
                      {step.title}
                    </Title>
                    <Text c="dimmed" size="sm">
                      {step.text}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Section>
        </Box>
      </HydrationSlice>
      <div id="plans">
        <Section
          id="plans-title"
          title="Maintenance plans"
          intro="Simple pricing, billed per property. Change or cancel whenever you like."
        >
          <Suspense fallback={plansLoading}>
            <AfterHydration placeholder={plansLoading}>
              <LandingPlans
                actionFor={(plan) => (
                  <Button component={Link} to={paths.signUpResident} fullWidth variant="light">
                    Start with {plan.name}
                  </Button>
                )}
              />
            </AfterHydration>
          </Suspense>
        </Section>
      </div>
      <HydrationSlice>
        <Container size="lg" pb={64}>
          <Paper radius="lg" p={{ base: 'lg', md: 40 }} bg="brand.8" c="white">
            <Group justify="space-between" gap="lg">
              <Stack gap={4} maw={620}>
                <Title order={2} c="white">
                  Are you a vendor?
                </Title>
                <Text c="brand.0">
                  Get maintenance jobs that match your trade and your service area, and grow with
                  steady local work.
                </Text>
              </Stack>
              <Button component={Link} to={paths.signUpVendor} size="lg" variant="white">
                Join as a vendor
              </Button>
            </Group>
          </Paper>
        </Container>
      </HydrationSlice>
    </>
  );
}
