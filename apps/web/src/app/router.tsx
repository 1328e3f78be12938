import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectSignedIn, RequireRole } from '@/app/guard';
import { RoleHome } from '@/app/role-home';
import { RouteError } from '@/components/feedback/route-error';
import { LoadingState } from '@/components/feedback/loading-state';
import { AppLayout } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/lazy-chunk';

/** A route whose screen is its own chunk, loaded on demand with the chunk timeout. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await loadChunk(load)) });

/** The pages mailed links open (public, signed in or not): one chunk for the four of them. */
const accountLinkRoutes = (): RouteObject[] =>
  (
    [
      [paths.forgotPassword, 'ForgotPasswordScreen'],
      [paths.resetPassword, 'ResetPasswordScreen'],
      [paths.verifyEmail, 'VerifyEmailScreen'],
      [paths.unsubscribe, 'UnsubscribeScreen'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: screen(
      () => import('@/features/auth/account-link-screens'),
      (m) => m[name],
    ),
  }));

const publicRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: screen(
      () => import('@/features/catalog/landing-screen'),
      (m) => m.LandingScreen,
    ),
  },
  {
    path: paths.checkout,
    lazy: screen(
      () => import('@/features/payments/checkout-screen'),
      (m) => m.CheckoutScreen,
    ),
  },
  {
    path: paths.propertyManagement,
    lazy: screen(
      () => import('@/features/marketing/property-management-screen'),
      (m) => m.PropertyManagementScreen,
    ),
    children: [
      {
        index: true,
        lazy: screen(
          () => import('@/features/leads/information-page-lead-forms'),
          (m) => m.PropertyManagementLeadForm,
        ),
      },
    ],
  },
  {
    path: paths.associationManagement,
    lazy: screen(
      () => import('@/features/marketing/association-management-screen'),
      (m) => m.AssociationManagementScreen,
    ),
    children: [
      {
        index: true,
        lazy: screen(
          () => import('@/features/leads/information-page-lead-forms'),
          (m) => m.AssociationManagementLeadForm,
        ),
      },
    ],
  },
  ...accountLinkRoutes(),
  {
    path: paths.contactUs,
    lazy: screen(
      () => import('@/features/leads/contact-us-screen'),
      (m) => m.ContactUsScreen,
    ),
  },
];

const sessionStartRoutes: RouteObject[] = [
  {
    path: paths.signIn,
    lazy: screen(
      () => import('@/features/auth/sign-in-screen'),
      (m) => m.SignInScreen,
    ),
  },
  {
    path: paths.signUp,
    lazy: screen(
      () => import('@/features/auth/sign-up-screen'),
      (m) => m.SignUpScreen,
    ),
  },
  {
    path: paths.signUpResident,
    lazy: screen(
      () => import('@/features/auth/resident-sign-up-screen'),
      (m) => m.ResidentSignUpScreen,
    ),
  },
  {
    path: paths.signUpVendor,
    lazy: screen(
      () => import('@/features/auth/vendor-sign-up-screen'),
      (m) => m.VendorSignUpScreen,
    ),
  },
];

const residentRoutes: RouteObject[] = [
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
    path: `${paths.homeServices}/:id`,
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
    path: paths.completedServices,
    lazy: screen(
      () => import('@/features/jobs/completed-services-screen'),
      (m) => m.CompletedServicesScreen,
    ),
  },
];

const vendorRoutes: RouteObject[] = [
  {
    path: paths.orders,
    lazy: screen(
      () => import('@/features/jobs/orders-screen'),
      (m) => m.OrdersScreen,
    ),
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
    path: paths.notifications,
    lazy: screen(
      () => import('@/features/notifications/notifications-screen'),
      (m) => m.NotificationsScreen,
    ),
  },
];

/** The operations console: one entry here; its screens are chunks of their own behind it. */
const adminRoutes: RouteObject[] = [
  {
    path: `${paths.admin}/*`,
    lazy: screen(
      () => import('@/features/admin/admin-routes'),
      (m) => m.AdminRoutes,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState label="Loading page" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.root, element: <RoleHome /> },
          ...publicRoutes,
          { element: <RedirectSignedIn />, children: sessionStartRoutes },
          { element: <RequireRole role="resident" />, children: residentRoutes },
          { element: <RequireRole role="vendor" />, children: vendorRoutes },
          { element: <RequireRole role="admin" />, children: adminRoutes },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
