import '@mantine/core/styles/Grid.css';
import type { Service } from '@homekeep/contracts/catalog';
import { REQUEST_PAYMENT_NOTE } from '@homekeep/contracts/job-prices';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '@/components/feedback/error-state';
import { paths } from '@/config/paths';
import { messageFor } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { usePageTitle } from '@/lib/page-title';
import { useGetServiceQuery } from '@/lib/resources/services-api';
import { ServiceArtwork } from './components/service-artwork';

const LISTS = {
  home: { to: paths.homeServices, label: 'Back to home services' },
  luxe: { to: paths.symnLuxe, label: 'Back to SYMN Luxe' },
} as const;

const STEPS = [
  'Tell us which property needs it, what is wrong and when suits you.',
  'A vendor near you who offers this service accepts the job.',
  'Follow the work from your requests until it is completed.',
];

/** Where the back link goes: the list page and search the person came from, when known. */
function useBackLink(service: Service | undefined) {
  const state: unknown = useLocation().state;
  const list = LISTS[service?.kind ?? 'home'];
  const from =
    typeof state === 'object' && state && 'from' in state && typeof state.from === 'string'
      ? state.from
      : undefined;
  const known = from && (from.startsWith(paths.homeServices) || from.startsWith(paths.symnLuxe));
  return { to: known ? from : list.to, label: list.label };
}

function ServiceDetail({ service }: { service: Service }) {
  const luxe = service.kind === 'luxe';
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <ServiceArtwork
              name={service.name}
              kind={service.kind}
              imageUrl={service.imageUrl}
              h={240}
            />
          </Paper>
          <Stack gap="xs">
            <Badge variant="light" color={luxe ? 'yellow' : 'brand'} w="fit-content">
              {luxe ? 'SYMN Luxe' : 'Home service'}
            </Badge>
            <Title order={1}>{service.name}</Title>
            {luxe && (
              <Text size="sm" c="dimmed">
                A SYMN Luxe service: specialist work, offered only to vendors who list this
                specialty.
              </Text>
            )}
            <Text size="lg">
              {service.description ||
                'Describe what needs doing when you request it: the vendor who takes the job reads it before coming.'}
            </Text>
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="xl" component="aside" aria-label="Request this service">
          <Stack gap="md">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Price
              </Text>
              <Text fz={34} fw={800} lh={1.1}>
                {formatMoney(service.priceCents, service.currency)}
              </Text>
              <Stack gap={6} mt={6}>
                <Text size="sm">
                  List price. A maintenance plan on your property takes a discount off it; the
                  request form shows what you will pay.
                </Text>
                <Text size="sm" c="dimmed">
                  {REQUEST_PAYMENT_NOTE}
                </Text>
              </Stack>
            </Stack>
            <Button
              component={Link}
              to={`${paths.maintenanceRequest}?serviceId=${encodeURIComponent(service.id)}`}
              size="md"
              fullWidth
            >
              Request this service
            </Button>
            <Title order={2} size="h5" mt="sm">
              How it works
            </Title>
            <List
              spacing={8}
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {STEPS.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function LoadingDetail() {
  return (
    <Grid gap="xl" aria-busy="true" aria-label="Loading service">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Skeleton height={240} radius="lg" />
          <Skeleton height={36} width="60%" />
          <Skeleton height={60} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton height={280} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error.status === 404 || error.status === 400);

export function ServiceDetailScreen() {
  const { id = '' } = useParams();
  const { data: service, isLoading, error, refetch } = useGetServiceQuery(id);
  const back = useBackLink(service);
  usePageTitle(service?.name ?? 'Service');

  let body;
  if (isLoading) body = <LoadingDetail />;
  else if (service) body = <ServiceDetail service={service} />;
  else if (isMissing(error)) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            We couldn't find this service
          </Title>
          <Text c="dimmed" maw={460}>
            It may have been removed, or the link may be mistyped. Browse the services on offer
            instead.
          </Text>
          <Button component={Link} to={paths.homeServices} variant="light" mt="xs">
            See all home services
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <ErrorState
        title="This service could not be loaded"
        message={messageFor(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group>
          <Anchor component={Link} to={back.to} size="sm" fw={600}>
            <Group gap={6} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {back.label}
            </Group>
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
