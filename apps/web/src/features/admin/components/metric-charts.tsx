import { BarChart, LineChart } from '@mantine/charts';
import type { Metrics } from '@homekeep/contracts/admin';
import { SimpleGrid } from '@mantine/core';
import { formatDay, money } from '../admin-format';
import { ChartCard } from './chart-card';

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const dollars = (cents: number) => money(cents);

/** The four charts of the dashboard, each with its numbers for screen readers. */
export function MetricCharts({ metrics }: { metrics: Metrics }) {
  const perDay = metrics.requestsPerDay.map((day) => ({
    day: formatDay(day.day),
    Requests: day.count,
  }));
  const byMonth = metrics.revenueByMonth.map((row) => ({
    month: monthLabel(row.month),
    Revenue: row.amountCents,
  }));
  const byPlan = metrics.revenueByPlan.map((row) => ({ plan: row.name, Revenue: row.amountCents }));
  const byState = metrics.vendorsByState
    .slice(0, 12)
    .map((row) => ({ state: row.state, Vendors: row.count }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartCard
        title="Requests per day"
        summary="Maintenance requests residents made each day."
        empty={metrics.requestsPerDay.every((day) => day.count === 0)}
        table={{
          headers: ['Day', 'Requests'],
          rows: perDay.map((row) => [row.day, String(row.Requests)]),
        }}
      >
        <LineChart
          h={220}
          data={perDay}
          dataKey="day"
          series={[{ name: 'Requests', color: 'brand.6' }]}
          curveType="monotone"
          withDots={false}
          gridAxis="y"
        />
      </ChartCard>
      <ChartCard
        title="Revenue by month"
        summary="Payments received, by the month they were paid."
        empty={byMonth.length === 0}
        table={{
          headers: ['Month', 'Revenue'],
          rows: byMonth.map((row) => [row.month, dollars(row.Revenue)]),
        }}
      >
        <BarChart
          h={220}
          data={byMonth}
          dataKey="month"
          series={[{ name: 'Revenue', color: 'teal.7' }]}
          valueFormatter={dollars}
          gridAxis="y"
        />
      </ChartCard>
      <ChartCard
        title="Revenue by plan"
        summary="Plan payments received in the period, largest first."
        empty={byPlan.length === 0}
        table={{
          headers: ['Plan', 'Revenue'],
          rows: byPlan.map((row) => [row.plan, dollars(row.Revenue)]),
        }}
      >
        <BarChart
          h={220}
          data={byPlan}
          dataKey="plan"
          orientation="vertical"
          series={[{ name: 'Revenue', color: 'indigo.6' }]}
          valueFormatter={dollars}
          yAxisProps={{ width: 110 }}
          gridAxis="x"
        />
      </ChartCard>
      <ChartCard
        title="New vendors by state"
        summary="Vendors who joined in the period, by the states their service areas reach."
        empty={byState.length === 0}
        table={{
          headers: ['State', 'Vendors'],
          rows: byState.map((row) => [row.state, String(row.Vendors)]),
        }}
      >
        <BarChart
          h={220}
          data={byState}
          dataKey="state"
          series={[{ name: 'Vendors', color: 'orange.7' }]}
          gridAxis="y"
        />
      </ChartCard>
    </SimpleGrid>
  );
}
