import type { RouteObject } from 'react-router';
import type { Role } from '@homekeep/contracts/auth';
import { RouteError } from '@/components/feedback/route-error';
import { LoadingState } from '@/components/feedback/loading-state';
import { AppLayout } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';
import { adminRoutes, residentRoutes, vendorRoutes } from './role-routes';
import { screen } from './route-screen';
import { loadChunk } from '@/lib/lazy-chunk';

// The guards and the role home read the session from the API: chunks of their own, so that the
// landing page's first script does not carry checks it never runs.
const guard = () => import('@/app/guard');
// The store and RTK Query: downloaded with the first screen that reads the API.
const dataLayer = () => import('@/lib/data-layer');

/** A route that lets in only the role, its guard loaded on demand. */
const onlyFor = (role: Role | '', children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RequireRole } = await loadChunk(guard);
    return { Component: () => <RequireRole role={role} /> };
  },
  children,
});

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

/** The landing page paints without the data layer: its plans and banners mount it themselves. */
const landingRoute: RouteObject = {
  path: paths.home,
  lazy: screen(
    () => import('@/features/catalog/landing-screen'),
    (m) => m.LandingScreen,
  ),
};

/** Pages to read (help, terms, privacy): public, and painted without the data layer. */
const readingRoutes: RouteObject[] = [
  {
    path: paths.help,
    lazy: screen(
      () => import('@/features/marketing/help-screen'),
      (m) => m.HelpScreen,
    ),
  },
  {
    path: paths.terms,
    lazy: screen(
      () => import('@/features/marketing/terms-screen'),
      (m) => m.TermsScreen,
    ),
  },
  {
    path: paths.privacy,
    lazy: screen(
      () => import('@/features/marketing/privacy-screen'),
      (m) => m.PrivacyScreen,
    ),
  },
];

/** Public screens that read the API, inside the data layer's route. */
const publicRoutes: RouteObject[] = [
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

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState label="Loading page" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.root,
            lazy: screen(
              () => import('@/app/role-home'),
              (m) => m.RoleHome,
            ),
          },
          landingRoute,
          ...readingRoutes,
          {
            lazy: screen(dataLayer, (m) => m.DataLayerOutlet),
            children: [
              ...publicRoutes,
              {
                lazy: screen(guard, (m) => m.RedirectSignedIn),
                children: sessionStartRoutes,
              },
              onlyFor('resident', residentRoutes),
              onlyFor('vendor', vendorRoutes),
              onlyFor('admin', adminRoutes),
              // Any other address: a 404 inside the layout, header and footer included.
              {
                path: '*',
                lazy: screen(
                  () => import('@/components/feedback/not-found'),
                  (m) => m.NotFoundScreen,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
