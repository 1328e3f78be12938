// `npm run screenshots`: captures the main screens of the built product at phone and desktop
// widths into .reports/screenshots/<name>-<width>.png; the desktop landing page also goes to
// docs/screenshots/landing.png for the README.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt, root } from './lib/build.mjs';
import { startProduct } from './lib/product.mjs';

const outDir = path.join(root, '.reports/screenshots');
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
];

async function register(baseUrl, role) {
  const id = randomUUID().slice(0, 8);
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role,
      email: `screens-${role}-${id}@example.test`,
      password: `Pass-${id}-word`,
      firstName: role === 'resident' ? 'Rosa' : 'Victor',
      lastName: 'Example',
      ...(role === 'vendor' ? { companyName: 'Fixit Services' } : {}),
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

async function settle(page) {
  // Every screen starts with one top-level heading; wait for it rather than a fixed delay.
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => console.warn(`no heading on ${page.url()}`));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(300);
}

if (!ensureBuilt()) process.exit(1);
mkdirSync(outDir, { recursive: true });
const product = await startProduct();
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
      await signedInPage.goto(`${product.baseUrl}${route}`);
      await settle(signedInPage);
      await shoot(signedInPage, name);
      await signedIn.close();
    }
  }
} finally {
  await browser.close();
  await product.stop();
}
for (const file of written) console.log(file);
