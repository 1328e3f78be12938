import type { Metrics } from '@homekeep/contracts/admin';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/feedback/loading-state';
import { QueryState } from '@/components/feedback/query-state';
import { useGetMetricsQuery } from './api/admin-operations-api';
import { duration } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { AttentionSummary } from './components/attention-summary';
import { MetricCharts } from './components/metric-charts';
import { useProductNow } from './use-product-now';

const PERIODS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
];
const DAY_MS = 86_400_000;

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

function Figures({ metrics }: { metrics: Metrics }) {
  const requests = metrics.requestsPerDay.reduce((sum, day) => sum + day.count, 0);
  const revenue = metrics.revenueByMonth.reduce((sum, month) => sum + month.amountCents, 0);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Figure label="Requests" value={requests.toLocaleString()} hint="made by residents" />
      <Figure
        label="Median time to accept"
        value={metrics.medianAcceptSeconds === null ? '—' : duration(metrics.medianAcceptSeconds)}
        hint="from request to a vendor's accept"
      />
      <Figure
        label="Completion rate"
        value={
          metrics.completionRate === null ? '—' : `${Math.round(metrics.completionRate * 100)}%`
        }
        hint="of the jobs requested"
      />
      <Figure
        label="Revenue"
        value={new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(
          revenue / 100,
        )}
        hint="payments received"
      />
    </SimpleGrid>
  );
}

/** How the business is doing: the period's figures and charts. */
export function AdminDashboardScreen() {
  const [params, setParams] = useSearchParams();
  const days = PERIODS.some((p) => p.value === params.get('days')) ? params.get('days')! : '30';
  const now = useProductNow();
  // The period ends at the product's next midnight (UTC), so that today's requests count.
  const range = useMemo(() => {
    if (now === null) return null;
    const to = new Date(Math.ceil(now / DAY_MS) * DAY_MS);
    const from = new Date(to.getTime() - Number(days) * DAY_MS);
    return { from: from.toISOString(), to: to.toISOString() };
  }, [days, now]);
  const query = useGetMetricsQuery(range ?? skipToken);
  return (
    <AdminScreen
      title="Dashboard"
      purpose="How the marketplace is doing: requests, speed of service, completion and money."
    >
      <AttentionSummary />
      <Group justify="space-between" align="center">
        <Text fw={600} id="period-label">
          Period
        </Text>
        <SegmentedControl
          aria-labelledby="period-label"
          data={PERIODS}
          value={days}
          onChange={(value) => setParams({ days: value }, { replace: true })}
        />
      </Group>
      {range === null ? (
        <LoadingState label="Loading the figures" />
      ) : (
        <QueryState
          query={query}
          loadingLabel="Loading the figures"
          errorTitle="We couldn't load the figures"
        >
          {(metrics) => (
            <Stack gap="lg">
              <Figures metrics={metrics} />
              <MetricCharts metrics={metrics} />
            </Stack>
          )}
        </QueryState>
      )}
    </AdminScreen>
  );
}
