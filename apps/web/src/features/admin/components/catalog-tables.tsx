import type {
  AdminBanner,
  AdminPlan,
  AdminProduct,
  AdminService,
} from '@homekeep/contracts/catalog';
import type { List } from '@homekeep/contracts/common';
import { Badge, Button, Group, Image, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { QueryResult } from '@/components/feedback/query-state';
import {
  useListAdminBannersQuery,
  useListAdminPlansQuery,
  useListAdminProductsQuery,
  useListAdminServicesQuery,
} from '../api/admin-catalog-api';
import { formatDate, money } from '../admin-format';
import { useTableState } from '../use-table-state';
import { BannerForm } from './banner-form';
import { DataTable, type Column } from './data-table';
import { PlanForm } from './plan-form';
import { ProductForm } from './product-form';
import { SearchField } from './search-field';
import { ServiceForm } from './service-form';

const activeBadge = (active: boolean, on = 'Active', off = 'Hidden') => (
  <Badge color={active ? 'green' : 'gray'} variant="light">
    {active ? on : off}
  </Badge>
);

type Editing<T> = { item?: T } | null;

type CatalogTableProps<T extends { id: string }> = {
  caption: string;
  noun: string;
  columns: Column<T>[];
  useList: (query: Record<string, string | number | undefined>) => QueryResult<List<T>>;
  /** The form for a new item (`item` undefined) or an existing one; none: no adding. */
  form: (editing: { item?: T }, close: () => void) => ReactNode;
  canAdd?: boolean;
};

/** One catalogue tab: search, active filter, the sorted and paged table, and its editor. */
function CatalogTable<T extends { id: string }>({
  caption,
  noun,
  columns,
  useList,
  form,
  canAdd = true,
}: CatalogTableProps<T>) {
  const table = useTableState(['global', 'active'] as const, { sort: 'name', order: 'asc' });
  const query = useList(table.query);
  const [editing, setEditing] = useState<Editing<T>>(null);
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Group align="flex-end" gap="md">
          <SearchField
            label={`Search ${caption.toLowerCase()}`}
            value={table.filters.global}
            onSearch={(value) => table.setFilter('global', value)}
          />
          <Select
            label="Shown"
            placeholder="Active and hidden"
            clearable
            data={[
              { value: 'true', label: 'Active only' },
              { value: 'false', label: 'Hidden only' },
            ]}
            value={table.filters.active || null}
            onChange={(value) => table.setFilter('active', value)}
          />
        </Group>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
            Add {noun}
          </Button>
        )}
      </Group>
      <DataTable
        caption={caption}
        columns={columns}
        query={query}
        table={table}
        actions={(item) => (
          <Button size="xs" variant="light" onClick={() => setEditing({ item })}>
            Edit
          </Button>
        )}
        empty={{
          title: `No ${caption.toLowerCase()} here`,
          message: 'Nothing matches these filters.',
        }}
      />
      {editing && form(editing, () => setEditing(null))}
    </Stack>
  );
}

const price = (item: { priceCents: number; currency: string }) =>
  money(item.priceCents, item.currency);

export function ServicesTable() {
  return (
    <CatalogTable<AdminService>
      caption="Services"
      noun="service"
      useList={useListAdminServicesQuery}
      form={({ item }, close) => <ServiceForm service={item} onClose={close} />}
      columns={[
        {
          key: 'name',
          label: 'Service',
          sort: 'name',
          render: (s) => (
            <Group gap="sm" wrap="nowrap">
              {s.imageUrl ? (
                <Image src={s.imageUrl} alt="" w={48} h={32} radius="sm" fit="cover" />
              ) : null}
              <Stack gap={0}>
                <Text fw={600}>{s.name}</Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {s.description}
                </Text>
              </Stack>
            </Group>
          ),
        },
        { key: 'kind', label: 'Kind', render: (s) => (s.kind === 'luxe' ? 'SYMN Luxe' : 'Home') },
        { key: 'priceCents', label: 'Price', sort: 'priceCents', nowrap: true, render: price },
        { key: 'active', label: 'Shown', render: (s) => activeBadge(s.active) },
        {
          key: 'updatedAt',
          label: 'Changed',
          sort: 'updatedAt',
          nowrap: true,
          render: (s) => formatDate(s.updatedAt),
        },
      ]}
    />
  );
}

export function PlansTable() {
  return (
    <CatalogTable<AdminPlan>
      caption="Plans"
      noun="plan"
      useList={useListAdminPlansQuery}
      form={({ item }, close) => <PlanForm plan={item} onClose={close} />}
      columns={[
        { key: 'name', label: 'Plan', sort: 'name', render: (p) => <Text fw={600}>{p.name}</Text> },
        {
          key: 'priceCents',
          label: 'Price',
          sort: 'priceCents',
          render: (p) => `${price(p)} a ${p.interval}`,
        },
        { key: 'features', label: 'Features', render: (p) => `${p.features.length} listed` },
        { key: 'sortOrder', label: 'Position', render: (p) => p.sortOrder + 1 },
        { key: 'active', label: 'Offered', render: (p) => activeBadge(p.active) },
      ]}
    />
  );
}

const PRODUCT_KINDS = {
  maintenance_plan: 'Plan',
  service: 'Service',
  custom_maintenance_request: 'Custom request',
};

export function ProductsTable() {
  return (
    <CatalogTable<AdminProduct>
      caption="Products"
      noun="product"
      canAdd={false}
      useList={useListAdminProductsQuery}
      form={({ item }, close) => (item ? <ProductForm product={item} onClose={close} /> : null)}
      columns={[
        {
          key: 'name',
          label: 'Product',
          sort: 'name',
          render: (p) => <Text fw={600}>{p.name}</Text>,
        },
        { key: 'kind', label: 'Sells', render: (p) => PRODUCT_KINDS[p.kind] },
        {
          key: 'priceCents',
          label: 'Price',
          sort: 'priceCents',
          render: (p) => `${price(p)}${p.interval ? ` a ${p.interval}` : ''}`,
        },
        {
          key: 'active',
          label: 'On sale',
          render: (p) => activeBadge(p.active, 'On sale', 'Off sale'),
        },
      ]}
    />
  );
}

export function BannersTable() {
  return (
    <CatalogTable<AdminBanner>
      caption="Banners"
      noun="banner"
      useList={useListAdminBannersQuery}
      form={({ item }, close) => <BannerForm banner={item} onClose={close} />}
      columns={[
        {
          key: 'name',
          label: 'Banner',
          sort: 'name',
          render: (b) => (
            <Group gap="sm" wrap="nowrap">
              <Image src={b.imageUrl} alt="" w={64} h={36} radius="sm" fit="cover" />
              <Stack gap={0}>
                <Text fw={600}>{b.title}</Text>
                <Text size="xs" c="dimmed">
                  {b.linkUrl ?? 'No link'}
                </Text>
              </Stack>
            </Group>
          ),
        },
        {
          key: 'priceCents',
          label: 'Position',
          sort: 'priceCents',
          nowrap: true,
          render: (b) => b.sortOrder + 1,
        },
        { key: 'active', label: 'Shown', render: (b) => activeBadge(b.active) },
      ]}
    />
  );
}
