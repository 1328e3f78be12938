import type { RouteObject } from 'react-router';
import { pathPatterns, paths } from '@/config/paths';
import { screen } from './route-screen';

/** Notifications: the vendor's `/notifications`, the resident's inside the dashboard. */
const notificationsScreen = screen(
  () => import('@/features/notifications/notifications-screen'),
  (m) => m.NotificationsScreen,
);

export const residentRoutes: RouteObject[] = [
  {
    path: paths.profile,
    lazy: screen(
      () => import('@/features/auth/profile-screen'),
      (m) => m.ProfileScreen,
    ),
  },
  {
    path: paths.homeServices,
    lazy: screen(
      () => import('@/features/catalog/home-services-screen'),
      (m) => m.HomeServicesScreen,
    ),
  },
  {
    path: pathPatterns.homeService,
    lazy: screen(
      () => import('@/features/catalog/service-detail-screen'),
      (m) => m.ServiceDetailScreen,
    ),
  },
  {
    path: paths.symnLuxe,
    lazy: screen(
      () => import('@/features/catalog/symn-luxe-screen'),
      (m) => m.SymnLuxeScreen,
    ),
  },
  {
    path: paths.maintenanceRequest,
    lazy: screen(
      () => import('@/features/jobs/maintenance-requests-screen'),
      (m) => m.MaintenanceRequestsScreen,
    ),
    // The job's conversation, shown inside the open request's details.
    children: [
      {
        index: true,
        lazy: screen(
          () => import('@/features/messages/request-thread'),
          (m) => m.RequestThread,
        ),
      },
    ],
  },
  {
    path: paths.dashboardNotifications,
    lazy: notificationsScreen,
  },
  {
    path: `${paths.dashboard}/*`,
    lazy: screen(
      () => import('@/features/properties/dashboard-screen'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: paths.subscription,
    lazy: screen(
      () => import('@/features/subscriptions/subscription-screen'),
      (m) => m.SubscriptionScreen,
    ),
  },
  {
    path: paths.payments,
    lazy: screen(
      () => import('@/features/payments/payment-history-screen'),
      (m) => m.PaymentHistoryScreen,
    ),
  },
  {
    path: paths.completedServices,
    lazy: screen(
      () => import('@/features/jobs/completed-services-screen'),
      (m) => m.CompletedServicesScreen,
    ),
  },
];

export const vendorRoutes: RouteObject[] = [
  {
    path: paths.orders,
    lazy: screen(
      () => import('@/features/jobs/orders-screen'),
      (m) => m.OrdersScreen,
    ),
    // The conversation of the order named in the address, over the list.
    children: [
      {
        index: true,
        lazy: screen(
          () => import('@/features/messages/order-thread-drawer'),
          (m) => m.OrderThreadDrawer,
        ),
      },
    ],
  },
  {
    path: paths.profileSetup,
    lazy: screen(
      () => import('@/features/vendors/profile-setup-screen'),
      (m) => m.ProfileSetupScreen,
    ),
  },
  {
    path: paths.truckVehicleType,
    lazy: screen(
      () => import('@/features/vendors/vehicle-types-screen'),
      (m) => m.VehicleTypesScreen,
    ),
  },
  {
    path: paths.earnings,
    lazy: screen(
      () => import('@/features/payouts/earnings-screen'),
      (m) => m.EarningsScreen,
    ),
  },
  {
    path: paths.payoutTestOnboarding,
    lazy: screen(
      () => import('@/features/payouts/test-onboarding-screen'),
      (m) => m.TestOnboardingScreen,
    ),
  },
  {
    path: paths.notifications,
    lazy: notificationsScreen,
  },
];

/** The operations console: one entry here; its screens are chunks of their own behind it. */
export const adminRoutes: RouteObject[] = [
  // What operations are told (a job that needs a vendor): the screen every role reads them on.
  {
    path: paths.adminNotifications,
    lazy: notificationsScreen,
  },
  {
    path: `${paths.admin}/*`,
    lazy: screen(
      () => import('@/features/admin/admin-routes'),
      (m) => m.AdminRoutes,
    ),
  },
];
