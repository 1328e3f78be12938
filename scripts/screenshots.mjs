// `npm run screenshots`: captures the main screens of the built product at phone and desktop
// widths into .reports/screenshots/<name>-<width>.png; the desktop landing page also goes to
// docs/screenshots/landing.png for the README. Screen names given as arguments
// (`npm run screenshots -- sign-in property-edit`) capture those screens only.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tmpdir } from 'node:os';
import { ensureBuilt, root } from './lib/build.mjs';
import { startProduct } from './lib/product.mjs';
import { createAdmin, PHONE_ADMIN_PAGES, prepareAdminPages } from './screenshots/admin-pages.mjs';

const outDir = path.join(root, '.reports/screenshots');
const only = new Set(process.argv.slice(2));
const wanted = (name) => only.size === 0 || only.has(name);

/** A made-up client address, one per sign-up. */
const ownAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const publicPages = [
  ['home', '/home'],
  ['sign-in', '/sign-in'],
  ['sign-up', '/sign-up'],
  ['sign-up-resident', '/sign-up/resident'],
  ['sign-up-vendor', '/sign-up/vendor'],
  ['contact-us', '/contact-us'],
  ['property-management', '/property-management'],
  ['association-management', '/association-management'],
  ['help', '/help'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
];

// Resident screens beyond the dashboard; `:service` is replaced by a seeded service's id.
const residentPages = [
  ['resident-home-services', '/home-services'],
  ['resident-home-services-search', '/home-services?q=repair'],
  ['resident-service-detail', '/home-services/:service'],
  ['resident-service-not-found', '/home-services/00000000-0000-4000-8000-000000000000'],
  ['resident-symn-luxe', '/symn-luxe'],
  ['resident-profile', '/profile'],
];

async function firstServiceId(baseUrl) {
  const res = await fetch(`${baseUrl}/api/v1/services?kind=home&global=gutter&limit=1`);
  return (await res.json()).data[0].id;
}

async function register(baseUrl, role) {
  const id = randomUUID().slice(0, 8);
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ownAddress() },
    body: JSON.stringify({
      role,
      email: `screens-${role}-${id}@example.test`,
      password: `Pass-${id}-word`,
      firstName: role === 'resident' ? 'Rosa' : 'Victor',
      lastName: 'Example',
      ...(role === 'vendor' ? { companyName: 'Fixit Services' } : { phone: '406.555.0142' }),
    }),
  });
  if (res.status !== 201)
    throw new Error(`sign-up as ${role} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data.accessToken;
}

/** Gives a vendor two vehicles and some equipment, so that the fleet screen shows a list. */
async function addFleet(baseUrl, token) {
  const call = async (url, body) => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  };
  const [van, pickup] = await call('/vehicle-types?global=van&limit=1').then(async (vans) => [
    vans[0],
    (await call('/vehicle-types?global=pickup&limit=1'))[0],
  ]);
  await call('/vendor-vehicles/add', {
    data: {
      vehicleTypeId: van.id,
      make: 'Ford',
      model: 'Transit 250',
      year: 2021,
      licensePlate: '7ABC123',
    },
  });
  await call('/vendor-vehicles/add', {
    data: {
      vehicleTypeId: pickup.id,
      make: 'Toyota',
      model: 'Tacoma',
      year: 2019,
      licensePlate: 'FIX 042',
    },
  });
  const equipment = await call('/equipments?limit=5');
  await call('/vendor-equipments/add', { data: { equipmentIds: equipment.map((e) => e.id) } });
}

/** A 1x1 PNG image. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function settle(page) {
  // Every screen starts with one top-level heading; wait for it rather than a fixed delay.
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => console.warn(`no heading on ${page.url()}`));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A prerendered page fetches its scripts after the first paint: wait for its placeholders to go.
  await page
    .waitForFunction('!document.querySelector(\'[aria-busy="true"]\')', null, { timeout: 10_000 })
    .catch(() => console.warn(`still loading on ${page.url()}`));
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(300);
}

/** A resident with no property and one with a property that has a photo. */
async function preparePropertyPages(baseUrl) {
  const empty = await register(baseUrl, 'resident');
  const token = await register(baseUrl, 'resident');
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('file', new Blob([PHOTO], { type: 'image/png' }), 'house.png');
  const uploaded = await fetch(`${baseUrl}/api/v1/files`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const photo = (await uploaded.json()).data;
  const created = await fetch(`${baseUrl}/api/v1/properties`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lake house',
      addressLine1: '12 Shore Road',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
      type: 'house',
      sizeSqft: 1800,
      bedrooms: 3,
      bathrooms: 2.5,
      yearBuilt: 1978,
      notes: 'Gate code 4455. The dog is friendly.',
      photoFileIds: [photo.id],
    }),
  });
  if (created.status !== 201) throw new Error(`property answered ${created.status}`);
  const property = (await created.json()).data;
  return [
    ['properties-empty', empty, '/dashboard/properties'],
    ['properties', token, '/dashboard/properties'],
    ['property-new', token, '/dashboard/properties/new'],
    ['property-detail', token, `/dashboard/properties/${property.id}`],
    ['property-edit', token, `/dashboard/properties/${property.id}/edit`],
  ];
}

/**
 * A checkout of a new subscription to the first plan (a checkout pays for a plan or a bill) in the
 * test checkout; paid when `paid` is set.
 */
async function testCheckout(baseUrl, token, paid) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (url, body) =>
    (
      await (
        await fetch(`${baseUrl}/api/v1${url}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        })
      ).json()
    ).data;
  const property = await post('/properties', {
    name: paid ? 'Paid checkout house' : 'Pending checkout house',
    addressLine1: '1 Main St',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
  });
  const plans = (await (await fetch(`${baseUrl}/api/v1/maintenance-plans`)).json()).data;
  const [subscription] = await post('/subscriptions/bulk', {
    data: [{ propertyId: property.id, maintenancePlanId: plans[0].id }],
  });
  const res = await fetch(`${baseUrl}/api/v1/transactions/create-checkout-session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      data: {
        items: [{ productId: subscription.plan.productId, quantity: 1 }],
        subscriptionIds: [subscription.id],
      },
    }),
  });
  const { id } = (await res.json()).data;
  if (paid) {
    await fetch(`${baseUrl}/api/v1/transactions/${id}/test-payment`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        cardNumber: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: '123',
        cardholderName: 'Rosa Example',
      }),
    });
  }
  return `/checkout?transaction=${id}`;
}

/** A few messages about the job in hand: a photo from the resident, answers both ways. */
async function converse(baseUrl, residentToken, vendorToken, job) {
  const send = async (token, url, message) => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  };
  const form = new FormData();
  form.append('file', new Blob([PHOTO], { type: 'image/png' }), 'downpipe.png');
  const uploaded = await fetch(`${baseUrl}/api/v1/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${residentToken}` },
    body: form,
  });
  const photo = (await uploaded.json()).data;
  const residentThread = `/maintenance-requests/${job.id}/messages`;
  const vendorThread = `/vendor-orders/${job.order.id}/messages`;
  await send(residentToken, residentThread, {
    body: 'The gate code is 4411. Here is where it spills over.',
    fileIds: [photo.id],
  });
  await send(vendorToken, vendorThread, { body: 'Thanks! Running about ten minutes late.' });
  await fetch(`${baseUrl}/api/v1${residentThread}/read`, {
    method: 'POST',
    headers: { authorization: `Bearer ${residentToken}` },
  });
  await send(residentToken, residentThread, { body: 'No problem, the side gate is open.' });
}

/**
 * A resident with three requests (open, in hand, completed) and the vendor who took two of
 * them: the request, completed-services, orders and notifications screens with content.
 */
async function prepareJobPages(baseUrl, serviceId) {
  const as = (token) => async (method, url, body) => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  };
  const first = async (list) =>
    (await (await fetch(`${baseUrl}/api/v1/${list}?limit=1`)).json()).data[0].id;
  const residentToken = await register(baseUrl, 'resident');
  const vendorToken = await register(baseUrl, 'vendor');
  const resident = as(residentToken);
  const vendor = as(vendorToken);
  const profile = await vendor('GET', '/vendors/profile');
  await vendor('PUT', `/vendors/profile/${profile.id}`, {
    companyName: 'Fixit Services',
    vendorTypeId: await first('vendor-types'),
    companyTypeId: await first('company-types'),
    licenseTypeId: await first('license-types'),
    licenseNumber: 'LIC-7781',
    serviceIds: [serviceId],
    zipCodes: ['53703'],
  });
  const property = await resident('POST', '/properties', {
    name: 'Lake house',
    addressLine1: '12 Shore Road',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
  });
  const ask = (title, description, urgency) =>
    resident('POST', '/maintenance-requests', {
      propertyId: property.id,
      serviceId,
      title,
      description,
      urgency,
    });
  const done = await ask('Gutters before winter', 'Leaves fill the back gutters.', 'normal');
  const inHand = await ask('Overflowing downpipe', 'Water spills over the porch.', 'high');
  await ask('Loose gutter bracket', 'A bracket above the garage came loose.', 'low');
  const fresh = await ask('Dripping outdoor tap', 'The garden tap drips all night.', 'normal');
  for (const created of [done, inHand, fresh]) {
    await vendor('POST', '/vendor-orders/accept', { orderId: created.order.id });
  }
  const move = (created, status, note) =>
    vendor('PUT', `/vendor-orders/update-status/${created.order.id}`, { status, note });
  await move(inHand, 'en_route', 'On the way, about 20 minutes.');
  await move(done, 'en_route');
  await move(done, 'in_progress');
  await move(done, 'completed', 'Cleared and flushed all gutters.');
  for (const status of ['en_route', 'in_progress', 'completed']) await move(fresh, status);
  // The first job reviewed both ways and answered; the second waits for its reviews.
  const review = await resident('POST', `/maintenance-requests/${done.id}/review`, {
    rating: 4,
    comment: 'Arrived on time and left the yard clean. A little pricey.',
  });
  await vendor('POST', `/vendor-orders/${done.order.id}/review`, {
    rating: 5,
    comment: 'Clear directions and the gate was open as promised.',
  });
  await vendor('POST', `/vendor-reviews/${review.id}/reply`, {
    body: 'Thank you! Gutter guards would make the next visit quicker.',
  });
  await converse(baseUrl, residentToken, vendorToken, inHand);
  // The completed job paid, and the vendor's payouts set up: the earnings screen with a line.
  const bill = await resident('GET', `/maintenance-requests/${done.id}`);
  const checkout = await resident('POST', '/transactions/create-checkout-session', {
    data: {
      items: [{ productId: bill.payment.productId, quantity: 1 }],
      maintenanceRequestId: done.id,
    },
  });
  await resident('POST', `/transactions/${checkout.id}/test-payment`, {
    cardNumber: '4242424242424242',
    expiryMonth: 12,
    expiryYear: 2099,
    cvc: '123',
    cardholderName: 'Rosa Example',
  });
  const newVendorToken = await register(baseUrl, 'vendor');
  await vendor('POST', '/vendors/payout-account', {});
  await vendor('POST', '/vendors/payout-account/test-onboarding', {
    legalName: 'Fixit Services',
    routingNumber: '110000000',
    accountNumber: '000123456789',
  });
  return [
    ['vendor-earnings', vendorToken, 'vendor', '/earnings'],
    ['vendor-earnings-not-set-up', newVendorToken, 'vendor', '/earnings'],
    ['vendor-payout-onboarding', newVendorToken, 'vendor', '/payouts/test-onboarding'],
    ['maintenance-requests', residentToken, 'resident', '/maintenance-request'],
    [
      'maintenance-request-detail',
      residentToken,
      'resident',
      `/maintenance-request?id=${inHand.id}`,
    ],
    [
      'maintenance-request-messages',
      residentToken,
      'resident',
      `/maintenance-request?id=${inHand.id}&messages=1`,
    ],
    [
      'maintenance-request-new',
      residentToken,
      'resident',
      `/maintenance-request?serviceId=${serviceId}`,
    ],
    [
      'maintenance-request-bill-due',
      residentToken,
      'resident',
      `/maintenance-request?id=${done.id}`,
    ],
    ['resident-dashboard-bill-due', residentToken, 'resident', '/'],
    ['completed-services', residentToken, 'resident', '/completed-services'],
    ['vendor-orders-available', vendorToken, 'vendor', '/orders'],
    ['vendor-orders-mine', vendorToken, 'vendor', '/orders?tab=mine'],
    [
      'vendor-order-messages',
      vendorToken,
      'vendor',
      `/orders?tab=mine&order=${inHand.order.id}&messages=1`,
    ],
    ['vendor-notifications', vendorToken, 'vendor', '/notifications'],
    ['review-form', residentToken, 'resident', `/maintenance-request?id=${fresh.id}`],
    ['reviews-published', residentToken, 'resident', `/maintenance-request?id=${done.id}`],
    ['vendor-orders-completed-reviews', vendorToken, 'vendor', '/orders?tab=completed'],
    ['vendor-profile-reviews', vendorToken, 'vendor', '/profile-setup'],
  ];
}

if (!ensureBuilt()) process.exit(1);
mkdirSync(outDir, { recursive: true });
// The operator is made from the command line before the product holds the data directory.
const dataDir = mkdtempSync(path.join(tmpdir(), 'homekeep-screens-'));
createAdmin(dataDir);
// The scenes register more people than one address may in an hour: each sign-up comes from an
// address of its own (X-Forwarded-For), as in the end-to-end tests.
const product = await startProduct({ dataDir, env: { TRUST_PROXY: 'loopback' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
});

const consentCookie = { name: 'cookiesConsent', value: 'accepted', domain: '127.0.0.1', path: '/' };
const written = [];
try {
  const vendorToken = await register(product.baseUrl, 'vendor');
  const fleetVendorToken = await register(product.baseUrl, 'vendor');
  await addFleet(product.baseUrl, fleetVendorToken);
  const sessions = [
    ['resident-home', await register(product.baseUrl, 'resident'), 'resident'],
    ['vendor-home', vendorToken, 'vendor'],
    ['vendor-vehicles-empty', vendorToken, 'vendor', '/truck-vehicle-type'],
    ['vendor-vehicles', fleetVendorToken, 'vendor', '/truck-vehicle-type'],
  ];
  const serviceId = await firstServiceId(product.baseUrl);
  const propertyPages = [
    ...(await preparePropertyPages(product.baseUrl)),
    ...(await prepareSubscriptionPages(product.baseUrl)),
  ];
  const jobPages = [
    ...(await prepareJobPages(product.baseUrl, serviceId)),
    ...(await prepareAdminPages(product.baseUrl)),
  ];
  for (const viewport of viewports) {
    const shoot = async (page, name) => {
      const file = path.join(outDir, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      written.push(path.relative(root, file));
      return file;
    };
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const [name, route] of publicPages) {
      if (!wanted(name)) continue;
      await page.goto(`${product.baseUrl}${route}`);
      await settle(page);
      await shoot(page, name);
      if (name === 'home' && viewport.width === 1280) {
        // The README's picture: the first screenful, cookie notice answered.
        await context.addCookies([consentCookie]);
        await page.reload();
        await settle(page);
        mkdirSync(path.join(root, 'docs/screenshots'), { recursive: true });
        await page.screenshot({ path: path.join(root, 'docs/screenshots/landing.png') });
        written.push('docs/screenshots/landing.png');
        await context.clearCookies({ name: 'cookiesConsent' });
      }
    }
    if (wanted('sign-in-wrong-password')) {
      // The error said inside the sign-in form.
      await page.goto(`${product.baseUrl}/sign-in`);
      await settle(page);
      await page.getByLabel(/email/i).fill('nobody@example.test');
      await page.getByLabel(/^password/i).fill('not-the-password');
      await page.getByRole('button', { name: /^sign in$/i }).click();
      await page.getByRole('form', { name: 'Sign in' }).getByRole('alert').waitFor();
      await shoot(page, 'sign-in-wrong-password');
    }
    await context.close();

    for (const [name, token, role, route = '/'] of sessions) {
      const signedIn = await browser.newContext({ viewport });
      await signedIn.addCookies(
        [
          { name: 'accessToken', value: token },
          { name: 'role', value: role },
        ]
          .map((c) => ({ ...c, domain: '127.0.0.1', path: '/' }))
          .concat(consentCookie),
      );
      const signedInPage = await signedIn.newPage();
      if (wanted(name)) {
        await signedInPage.goto(`${product.baseUrl}${route}`);
        await settle(signedInPage);
        await shoot(signedInPage, name);
      }
      for (const [pageName, route] of role === 'resident' ? residentPages : []) {
        if (!wanted(pageName)) continue;
        await signedInPage.goto(`${product.baseUrl}${route.replace(':service', serviceId)}`);
        await settle(signedInPage);
        await shoot(signedInPage, pageName);
      }
      if (role === 'resident') {
        for (const [screen, route] of [
          ['checkout-empty', '/checkout'],
          ['checkout-pending', await testCheckout(product.baseUrl, token, false)],
          ['checkout-paid', await testCheckout(product.baseUrl, token, true)],
        ]) {
          if (!wanted(screen)) continue;
          await signedInPage.goto(`${product.baseUrl}${route}`);
          await settle(signedInPage);
          await shoot(signedInPage, screen);
        }
      }
      await signedIn.close();
    }

    for (const [name, token, route] of propertyPages) {
      if (!wanted(name)) continue;
      const signedIn = await browser.newContext({ viewport });
      await signedIn.addCookies(
        [
          { name: 'accessToken', value: token },
          { name: 'role', value: 'resident' },
        ]
          .map((c) => ({ ...c, domain: '127.0.0.1', path: '/' }))
          .concat(consentCookie),
      );
      const signedInPage = await signedIn.newPage();
      await signedInPage.goto(`${product.baseUrl}${route}`);
      await settle(signedInPage);
      await shoot(signedInPage, name);
      await signedIn.close();
    }

    for (const [name, token, role, route] of jobPages) {
      // The console's tables are for desktops; its main screens are checked on a phone too.
      if (viewport.width < 1000 && role === 'admin' && !PHONE_ADMIN_PAGES.has(name)) continue;
      if (!wanted(name)) continue;
      const signedIn = await browser.newContext({ viewport });
      await signedIn.addCookies(
        [
          { name: 'accessToken', value: token },
          { name: 'role', value: role },
        ]
          .map((c) => ({ ...c, domain: '127.0.0.1', path: '/' }))
          .concat(consentCookie),
      );
      const signedInPage = await signedIn.newPage();
      await signedInPage.goto(`${product.baseUrl}${route}`);
      await settle(signedInPage);
      await shoot(signedInPage, name);
      await signedIn.close();
    }
  }
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const file of written) console.log(file);

/** A resident without properties, and one with an active, a pending and an unsubscribed home. */
async function prepareSubscriptionPages(baseUrl) {
  const empty = await register(baseUrl, 'resident');
  const token = await register(baseUrl, 'resident');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (url, body) => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()).data;
  };
  const home = (name) =>
    post('/properties', {
      name,
      addressLine1: '12 Shore Road',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    });
  const plans = (await (await fetch(`${baseUrl}/api/v1/maintenance-plans`)).json()).data;
  const [paidHome, waitingHome] = [await home('Lake house'), await home('City apartment')];
  await home('Garden cottage');
  const [paid] = await post('/subscriptions/bulk', {
    data: [
      { propertyId: paidHome.id, maintenancePlanId: plans[1].id },
      { propertyId: waitingHome.id, maintenancePlanId: plans[0].id },
    ],
  });
  const checkout = await post('/transactions/create-checkout-session', {
    data: {
      items: [{ productId: paid.plan.productId, quantity: 1 }],
      subscriptionIds: [paid.id],
    },
  });
  await post(`/transactions/${checkout.id}/test-payment`, {
    cardNumber: '4242424242424242',
    expiryMonth: 12,
    expiryYear: 2099,
    cvc: '123',
    cardholderName: 'Rosa Example',
  });
  return [
    ['subscription-empty', empty, '/subscription'],
    ['subscription', token, `/subscription?planId=${plans[0].id}`],
    ['resident-payments', token, '/payments'],
    ['resident-receipt', token, `/payments?receipt=${checkout.id}`],
  ];
}
