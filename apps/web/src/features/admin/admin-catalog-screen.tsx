import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AdminScreen } from './components/admin-screen';
import {
  BannersTable,
  PlansTable,
  ProductsTable,
  ServicesTable,
} from './components/catalog-tables';

const TABS = [
  { value: 'services', label: 'Services', Table: ServicesTable },
  { value: 'plans', label: 'Plans', Table: PlansTable },
  { value: 'products', label: 'Products', Table: ProductsTable },
  { value: 'banners', label: 'Banners', Table: BannersTable },
] as const;

/** The catalogue residents see: services, maintenance plans, what is sold, and banners. */
export function AdminCatalogScreen() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab')) ?? TABS[0];
  return (
    <AdminScreen
      title="Catalogue"
      purpose="What residents can buy and see: add, change, and take items off the catalogue without losing old records."
    >
      <Tabs
        value={tab.value}
        onChange={(value) => value && setParams({ tab: value })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Table }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <Table />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminScreen>
  );
}
