import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '@/components/feedback/loading-state';
import { NotFoundScreen } from '@/components/feedback/not-found';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/lazy-chunk';

/** A screen of the console as its own chunk, loaded with the chunk timeout. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => loadChunk(load).then((module) => ({ default: pick(module) })));

const Dashboard = screen(
  () => import('./admin-dashboard-screen'),
  (m) => m.AdminDashboardScreen,
);
const Leads = screen(
  () => import('./admin-leads-screen'),
  (m) => m.AdminLeadsScreen,
);
const Vendors = screen(
  () => import('./admin-vendors-screen'),
  (m) => m.AdminVendorsScreen,
);
const Orders = screen(
  () => import('./admin-orders-screen'),
  (m) => m.AdminOrdersScreen,
);
const Reviews = screen(
  () => import('./admin-reviews-screen'),
  (m) => m.AdminReviewsScreen,
);
const Payments = screen(
  () => import('./admin-payments-screen'),
  (m) => m.AdminPaymentsScreen,
);
const Users = screen(
  () => import('./admin-users-screen'),
  (m) => m.AdminUsersScreen,
);
const Catalog = screen(
  () => import('./admin-catalog-screen'),
  (m) => m.AdminCatalogScreen,
);
const AuditLog = screen(
  () => import('./admin-audit-screen'),
  (m) => m.AdminAuditScreen,
);

const Outbox = screen(
  () => import('./admin-outbox-screen'),
  (m) => m.AdminOutboxScreen,
);

const TestClock = screen(
  () => import('./admin-test-clock-screen'),
  (m) => m.AdminTestClockScreen,
);

const relative = (path: string) => path.slice(paths.admin.length + 1);

/** `/admin/*`: the console's screens, each loaded on demand. */
export function AdminRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading page" />}>
      <Routes>
        <Route index element={<Dashboard />} />
        <Route path={relative(paths.adminLeads)} element={<Leads />} />
        <Route path={relative(paths.adminVendors)} element={<Vendors />} />
        <Route path={relative(paths.adminReviews)} element={<Reviews />} />
        <Route path={relative(paths.adminOrders)} element={<Orders />} />
        <Route path={relative(paths.adminPayments)} element={<Payments />} />
        <Route path={relative(paths.adminUsers)} element={<Users />} />
        <Route path={relative(paths.adminCatalog)} element={<Catalog />} />
        <Route path={relative(paths.adminAuditLog)} element={<AuditLog />} />
        <Route path={relative(paths.adminOutbox)} element={<Outbox />} />
        <Route path={relative(paths.adminTestClock)} element={<TestClock />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
