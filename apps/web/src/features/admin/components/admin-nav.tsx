import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useGetTestClockQuery } from '../api/admin-clock-api';
import { paths } from '@/config/paths';
import classes from './admin-nav.module.css';

const SECTIONS = [
  { label: 'Dashboard', to: paths.admin, end: true as boolean },
  { label: 'Leads', to: paths.adminLeads },
  { label: 'Vendors', to: paths.adminVendors },
  { label: 'Orders', to: paths.adminOrders },
  { label: 'Reviews', to: paths.adminReviews },
  { label: 'Payments', to: paths.adminPayments },
  { label: 'Users', to: paths.adminUsers },
  { label: 'Catalogue', to: paths.adminCatalog },
  { label: 'Audit log', to: paths.adminAuditLog },
  { label: 'Outbox', to: paths.adminOutbox },
];

/** The console's sections; on a narrow screen they wrap onto more lines, none hidden. */
export function AdminNav() {
  // The test clock exists only with test payments; elsewhere its link is not shown.
  const testClock = useGetTestClockQuery();
  const sections = testClock.data
    ? [...SECTIONS, { label: 'Test clock', to: paths.adminTestClock, end: false }]
    : SECTIONS;
  return (
    <div className={classes.bar}>
      <Group component="nav" aria-label="Operations" gap={4} wrap="wrap" py={6}>
        {sections.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className={classes.link}>
            {section.label}
          </NavLink>
        ))}
      </Group>
    </div>
  );
}
