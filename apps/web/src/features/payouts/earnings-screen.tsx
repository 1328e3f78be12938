import '@mantine/core/styles/SegmentedControl.css';
import {
  EARNING_STATUSES,
  type EarningStatus,
  type EarningTotals,
} from '@homekeep/contracts/payouts';
import {
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/lists/paged-list';
import { downloadText } from '@/lib/download-file';
import { formatMoney } from '@/lib/money';
import { usePageParam } from '@/lib/page-param';
import { usePageTitle } from '@/lib/page-title';
import { useExportEarningsMutation, useGetEarningsQuery } from './api/payouts-api';
import { EarningRow } from './components/earning-row';
import { PayoutAccountCard } from './components/payout-account-card';
import { EARNING_STATUS_LABELS } from './payout-words';

const PAGE_SIZE = 10;
const FILTERS = ['all', ...EARNING_STATUSES] as const;

function Totals({ totals, currency }: { totals: EarningTotals; currency: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" role="list" aria-label="Totals by status">
      {EARNING_STATUSES.map((status) => (
        <Card key={status} withBorder radius="md" padding="sm" role="listitem">
          <Text size="sm" c="dimmed">
            {EARNING_STATUS_LABELS[status]}
          </Text>
          <Text fw={700} size="lg">
            {formatMoney(totals[status], currency)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The CSV of one year's earnings, for the vendor's books. */
function YearExport({ thisYear }: { thisYear: number }) {
  const [year, setYear] = useState(thisYear);
  const [exportEarnings, { isLoading }] = useExportEarningsMutation();
  const download = async () => {
    const result = await exportEarnings(year);
    if ('data' in result && result.data !== undefined) {
      downloadText(result.data, `earnings-${year}.csv`);
    }
  };
  const years = [thisYear, thisYear - 1, thisYear - 2].map(String);
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label="Year"
        data={years}
        value={String(year)}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
      />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void download()}
        loading={isLoading}
      >
        Download CSV
      </Button>
    </Group>
  );
}

/** What each job earned the vendor, what is on its way, and where it is paid. */
export function EarningsScreen() {
  usePageTitle('Earnings');
  const [page, setPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') as EarningStatus | null;
  const status = requested && EARNING_STATUSES.includes(requested) ? requested : undefined;
  const query = useGetEarningsQuery({ page, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const meta = query.data?.meta;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Earnings</Title>
          <Text c="dimmed">
            What each job paid you after the platform fee, and when it reaches your bank.
          </Text>
        </Stack>
        <PayoutAccountCard />
        {meta && <Totals totals={meta.totals} currency={meta.currency} />}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="earnings-filter">
              Show
            </Text>
            <SegmentedControl
              aria-labelledby="earnings-filter"
              value={status ?? 'all'}
              onChange={(next) => setParams(next === 'all' ? {} : { status: next })}
              data={FILTERS.map((value) => ({
                value,
                label: value === 'all' ? 'All' : EARNING_STATUS_LABELS[value],
              }))}
            />
          </Stack>
          <YearExport thisYear={new Date().getUTCFullYear()} />
        </Group>
        <PagedList
          query={query}
          loadingLabel="Loading your earnings..."
          errorTitle="Your earnings could not be loaded"
          empty={{
            title: status
              ? `No ${EARNING_STATUS_LABELS[status].toLowerCase()} earnings`
              : 'No earnings yet',
            message:
              'When a resident pays for a job you completed, what it earns you appears here.',
          }}
          page={page}
          onPageChange={setPage}
          renderItem={(earning) => <EarningRow earning={earning} />}
        />
      </Stack>
    </Container>
  );
}
