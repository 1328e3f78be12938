import { VENDOR_STANDINGS, type AdminVendor, type VendorStanding } from '@homekeep/contracts/admin';
import { requirementLabel } from '@homekeep/contracts/vendors';
import { Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useListVendorsQuery } from './api/admin-operations-api';
import { formatDate, formatDay } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { DataTable, type Column } from './components/data-table';
import { SearchField } from './components/search-field';

import { VendorActions } from './components/vendor-actions';
import { useTableState } from './use-table-state';
import { useProductNow } from './use-product-now';

const STANDING_LABELS: Record<VendorStanding, string> = {
  active: 'Active',
  incomplete: 'Incomplete',
  suspended: 'Suspended',
  license_expired: 'Licence expired',
};
const STANDING_COLORS: Record<VendorStanding, string> = {
  active: 'green',
  incomplete: 'yellow',
  suspended: 'red',
  license_expired: 'red',
};
const DAY_MS = 86_400_000;

function Licence({ vendor }: { vendor: AdminVendor }) {
  const now = useProductNow() ?? Date.now();
  if (!vendor.licenseExpiresAt)
    return (
      <Text size="sm" c="dimmed">
        {vendor.licenseNumber ?? 'None'} · no expiry given
      </Text>
    );
  const daysLeft = Math.floor((Date.parse(`${vendor.licenseExpiresAt}T23:59:59Z`) - now) / DAY_MS);
  const color = daysLeft < 0 ? 'red.8' : daysLeft <= 30 ? 'orange.9' : undefined;
  return (
    <Stack gap={0}>
      <Text size="sm">{vendor.licenseNumber ?? '—'}</Text>
      <Text size="xs" c={color ?? 'dimmed'} fw={color ? 600 : undefined}>
        {daysLeft < 0 ? 'Expired' : 'Valid until'} {formatDay(vendor.licenseExpiresAt)}
        {daysLeft >= 0 && daysLeft <= 30 ? ` (${daysLeft} days left)` : ''}
      </Text>
    </Stack>
  );
}

const columns: Column<AdminVendor>[] = [
  {
    key: 'companyName',
    label: 'Company',
    sort: 'companyName',
    render: (vendor) => (
      <Stack gap={0}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600}>{vendor.companyName ?? 'No company name'}</Text>
          {vendor.verifiedAt && (
            <Tooltip label={`Verified ${formatDate(vendor.verifiedAt)}`}>
              <IconRosetteDiscountCheck
                size={18}
                color="var(--mantine-color-brand-8)"
                aria-label={`Verified ${formatDate(vendor.verifiedAt)}`}
              />
            </Tooltip>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {vendor.contactName} · {vendor.email}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'standing',
    label: 'Standing',
    minWidth: 150,
    render: (vendor) => (
      <Stack gap={2}>
        <Badge color={STANDING_COLORS[vendor.standing]} variant="light">
          {STANDING_LABELS[vendor.standing]}
        </Badge>
        {vendor.suspensionReason && <Text size="xs">{vendor.suspensionReason}</Text>}
        {!vendor.complete && (
          <Text size="xs" c="dimmed">
            Profile lacks {vendor.missing.map(requirementLabel).join(', ')}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'licenseExpiresAt',
    label: 'Licence',
    sort: 'licenseExpiresAt',
    render: (vendor) => <Licence vendor={vendor} />,
  },
  { key: 'jobsDone', label: 'Jobs done', sort: 'jobsDone', render: (vendor) => vendor.jobsDone },
  {
    key: 'rating',
    label: 'Rating',
    render: (vendor) =>
      vendor.rating === null ? (
        <Text size="sm" c="dimmed">
          No reviews
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <strong>{vendor.rating.toFixed(1)}</strong> / 5{' '}
          <Text span size="xs" c="dimmed">
            ({vendor.reviewCount} {vendor.reviewCount === 1 ? 'review' : 'reviews'})
          </Text>
        </Text>
      ),
  },
  {
    key: 'createdAt',
    label: 'Joined',
    sort: 'createdAt',
    nowrap: true,
    render: (vendor) => formatDate(vendor.createdAt),
  },
];

/** Every vendor with its compliance at a glance: standing, licence, work done. */
export function AdminVendorsScreen() {
  const table = useTableState(['status', 'global'] as const, { sort: 'createdAt', order: 'desc' });
  const query = useListVendorsQuery(table.query);
  return (
    <AdminScreen
      title="Vendors"
      purpose="Who is offered jobs, who is held back and why; suspend, reinstate and verify vendors."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField
          label="Search company, contact or email"
          value={table.filters.global}
          onSearch={(value) => table.setFilter('global', value)}
        />
        <Select
          label="Standing"
          placeholder="Any standing"
          clearable
          data={VENDOR_STANDINGS.map((value) => ({ value, label: STANDING_LABELS[value] }))}
          value={table.filters.status || null}
          onChange={(value) => table.setFilter('status', value)}
        />
      </Group>
      <DataTable
        caption="Vendors"
        columns={columns}
        query={query}
        table={table}
        actions={(vendor) => <VendorActions vendor={vendor} />}
        empty={{ title: 'No vendors here', message: 'No vendor matches these filters.' }}
      />
    </AdminScreen>
  );
}
