// The operations console's screens for `npm run screenshots`: an admin made from the command
// line before the product starts, and enough data that every table has rows.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { root } from '../lib/build.mjs';

const ADMIN = { email: 'ops@example.test', password: 'operator password 1' };

/** Runs `npm run create-admin`'s script on the data directory the product will use. */
export function createAdmin(dataDir) {
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      path.join(root, 'apps/api/src/scripts/create-admin.ts'),
      ...['--email', ADMIN.email, '--password', ADMIN.password],
      ...['--first-name', 'Ada', '--last-name', 'Admin'],
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' },
  );
}

const caller = (baseUrl, token) => async (method, url, body) => {
  const res = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // Each call from an address of its own: the scenes sign up more people than one may.
      'x-forwarded-for': `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
};

async function signUp(baseUrl, role, firstName, lastName, companyName) {
  const id = randomUUID().slice(0, 6);
  const { accessToken, user } = await caller(baseUrl)('POST', '/auth/sign-up', {
    role,
    email: `${firstName.toLowerCase()}.${id}@example.test`,
    password: `Pass-${id}-word`,
    firstName,
    lastName,
    ...(companyName ? { companyName } : {}),
  });
  return { token: accessToken, user, call: caller(baseUrl, accessToken) };
}

async function readyVendor(baseUrl, companyName, serviceIds, zipCodes, licenseExpiresAt) {
  const vendor = await signUp(baseUrl, 'vendor', companyName.split(' ')[0], 'Owner', companyName);
  const first = async (list) => (await caller(baseUrl)('GET', `/${list}?limit=1`))[0].id;
  const profile = await vendor.call('GET', '/vendors/profile');
  await vendor.call('PUT', `/vendors/profile/${profile.id}`, {
    companyName,
    vendorTypeId: await first('vendor-types'),
    companyTypeId: await first('company-types'),
    licenseTypeId: await first('license-types'),
    licenseNumber: `LIC-${Math.floor(Math.random() * 9000 + 1000)}`,
    licenseExpiresAt,
    serviceIds,
    zipCodes,
  });
  return vendor;
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Leads, vendors in every standing, jobs in several states and an audit trail. */
export async function prepareAdminPages(baseUrl) {
  const admin = await caller(baseUrl)('POST', '/auth/sign-in', ADMIN);
  const ops = caller(baseUrl, admin.accessToken);
  const services = await caller(baseUrl)('GET', '/services?global=gutter&limit=2');
  const serviceIds = services.map((s) => s.id);
  const anon = caller(baseUrl);
  await anon('POST', '/schedule-free-demo', {
    name: 'Dana Whitfield',
    email: 'dana@maplecourt.example',
    phone: '(406) 555-0142',
    company: 'Maple Court HOA',
    propertyCount: 120,
    message: 'We manage 120 townhomes and want seasonal gutter work planned.',
  });
  await anon('POST', '/schedule-free-demo', {
    name: 'Marcus Lee',
    email: 'marcus@harborview.example',
    company: 'Harborview Rentals',
    propertyCount: 35,
  });
  const lead = await anon('POST', '/potential-clients', {
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya@nairhomes.example',
    company: 'Nair Homes',
    interest: 'property-management',
  });
  await ops('PATCH', `/admin/leads/${lead.id}`, {
    status: 'contacted',
    note: 'Called on Monday; sending a quote for 12 homes.',
  });
  const active = await readyVendor(
    baseUrl,
    'Northside Gutters',
    serviceIds,
    ['53703'],
    inDays(400),
  );
  await readyVendor(baseUrl, 'Lakeview Roofing', serviceIds, ['53703', '90210'], inDays(12));
  const expired = await readyVendor(baseUrl, 'Oldtown Repairs', serviceIds, ['10001'], inDays(-20));
  const suspended = await readyVendor(baseUrl, 'Quickfix Crew', serviceIds, ['53703'], inDays(200));
  await signUp(baseUrl, 'vendor', 'Sam', 'Starter', 'Starter Services');
  await ops('POST', `/admin/vendors/${suspended.user.id}/suspend`, {
    reason: 'Insurance certificate lapsed',
  });
  await ops('POST', `/admin/vendors/${active.user.id}/verify`);

  const resident = await signUp(baseUrl, 'resident', 'Rosa', 'Example');
  const property = await resident.call('POST', '/properties', {
    name: 'Lake house',
    addressLine1: '12 Shore Road',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
  });
  const ask = (title) =>
    resident.call('POST', '/maintenance-requests', {
      propertyId: property.id,
      serviceId: serviceIds[0],
      title,
      description: `${title}: the resident's note for the crew.`,
    });
  const taken = await ask('Gutters before winter');
  await ask('Overflowing downpipe');
  const canceled = await ask('Loose gutter bracket');
  await active.call('POST', '/vendor-orders/accept', { orderId: taken.order.id });
  await active.call('PUT', `/vendor-orders/update-status/${taken.order.id}`, {
    status: 'en_route',
    note: 'On the way, about 20 minutes.',
  });
  await ops('POST', `/admin/orders/${canceled.order.id}/cancel`, { reason: 'Duplicate request' });
  const blocked = await signUp(baseUrl, 'resident', 'Brock', 'Blocked');
  await ops('POST', `/admin/users/${blocked.user.id}/block`, { reason: 'Abusive messages' });

  const session = [admin.accessToken, 'admin'];
  return [
    ['admin-dashboard', ...session, '/admin'],
    ['admin-leads', ...session, '/admin/leads'],
    ['admin-vendors', ...session, '/admin/vendors'],
    ['admin-reviews', ...session, '/admin/reviews'],
    ['admin-orders', ...session, '/admin/orders'],
    ['admin-order-detail', ...session, `/admin/orders?open=${taken.order.id}`],
    ['admin-payments', ...session, '/admin/payments'],
    ['admin-users', ...session, '/admin/users'],
    ['admin-catalog', ...session, '/admin/catalog'],
    ['admin-catalog-banners', ...session, '/admin/catalog?tab=banners'],
    ['admin-audit-log', ...session, '/admin/audit-log'],
    ['admin-test-clock', ...session, '/admin/test-clock'],
    ['admin-empty-search', ...session, '/admin/vendors?global=nobody-by-this-name'],
    ['vendor-suspended', suspended.token, 'vendor', '/profile-setup'],
    ['vendor-orders-suspended', suspended.token, 'vendor', '/orders'],
    ['vendor-orders-licence-expired', expired.token, 'vendor', '/orders'],
    ['vendor-orders-job-gone', active.token, 'vendor', `/orders?order=${canceled.order.id}`],
    ['admin-leads-search-message', ...session, '/admin/leads?global=townhomes'],
    ['admin-lead-detail', ...session, `/admin/leads?open=${lead.id}`],
    ['admin-lead-not-in-view', ...session, `/admin/leads?global=townhomes&open=${lead.id}`],
  ];
}

/** The console screens also shot on a phone. */
export const PHONE_ADMIN_PAGES = new Set([
  'admin-dashboard',
  'admin-leads',
  'admin-vendors',
  'admin-reviews',
  'admin-orders',
  'admin-payments',
  'admin-test-clock',
  'vendor-suspended',
  'vendor-orders-suspended',
  'vendor-orders-licence-expired',
  'vendor-orders-job-gone',
  'admin-leads-search-message',
  'admin-lead-detail',
  'admin-lead-not-in-view',
]);
