/**
 * The web app's addresses, one definition for both apps: the web app's routes are built from
 * them (apps/web/src/config/paths.ts), and the API answers any other address with 404 and the
 * app's page, which then shows its not-found screen.
 */
export const webPages = {
  root: '/',
  home: '/home',
  signIn: '/sign-in',
  signUp: '/sign-up',
  signUpResident: '/sign-up/resident',
  signUpVendor: '/sign-up/vendor',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
  checkout: '/checkout',
  propertyManagement: '/property-management',
  associationManagement: '/association-management',
  contactUs: '/contact-us',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  profile: '/profile',
  homeServices: '/home-services',
  symnLuxe: '/symn-luxe',
  maintenanceRequest: '/maintenance-request',
  dashboard: '/dashboard',
  properties: '/dashboard/properties',
  newProperty: '/dashboard/properties/new',
  dashboardNotifications: '/dashboard/notifications',
  subscription: '/subscription',
  payments: '/payments',
  completedServices: '/completed-services',
  orders: '/orders',
  profileSetup: '/profile-setup',
  truckVehicleType: '/truck-vehicle-type',
  notifications: '/notifications',
  earnings: '/earnings',
  payoutTestOnboarding: '/payouts/test-onboarding',
  admin: '/admin',
  adminLeads: '/admin/leads',
  adminVendors: '/admin/vendors',
  adminOrders: '/admin/orders',
  adminReviews: '/admin/reviews',
  adminUsers: '/admin/users',
  adminCatalog: '/admin/catalog',
  adminAuditLog: '/admin/audit-log',
  adminOutbox: '/admin/outbox',
  adminPayments: '/admin/payments',
  adminTestClock: '/admin/test-clock',
  adminNotifications: '/admin/notifications',
} as const;

/** Addresses with a part that varies, written as the router matches them. */
export const webPagePatterns = {
  homeService: '/home-services/:id',
  property: '/dashboard/properties/:id',
  editProperty: '/dashboard/properties/:id/edit',
} as const;

/** A pattern's address for one record: `/home-services/:id` with `id`. */
export const fillPattern = (pattern: string, id: string) =>
  pattern.replace(':id', encodeURIComponent(id));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternSource = (pattern: string) => pattern.split(':id').map(escapeRegExp).join('[^/]+');
let pageAddress: RegExp | undefined;

/**
 * Whether the web app has a page at this address (a path, without query or hash), matched as the
 * router matches: any letter case, and a trailing slash or none.
 */
export function isWebPage(pathname: string) {
  pageAddress ??= new RegExp(
    `^(?:${[...Object.values(webPages), ...Object.values(webPagePatterns)]
      .map(patternSource)
      .join('|')})/?$`,
    'i',
  );
  return pageAddress.test(pathname);
}
