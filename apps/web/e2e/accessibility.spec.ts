import type { Page } from '@playwright/test';
import { seriousFindings } from './axe';
import {
  acceptAndComplete,
  apiAs,
  completeVendorProfile,
  E2E_ADMIN,
  expect,
  residentWithPropertyIn,
  signInThroughUi,
  someService,
  test,
} from './fixtures';

async function expectAxeClean(page: Page, path: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  expect(await seriousFindings(page), path).toEqual([]);
}

test('a visitor’s screens have no serious or critical axe findings', async ({ page }) => {
  await expectAxeClean(page, '/home', /.+/);
  await expectAxeClean(page, '/sign-in', /sign in/i);
  await expectAxeClean(page, '/sign-up/resident', /.+/);
  await expectAxeClean(page, '/contact-us', /.+/);
});

test('the help, terms and privacy pages have no serious or critical axe findings', async ({
  page,
}) => {
  await expectAxeClean(page, '/help', 'Help center');
  await expectAxeClean(page, '/terms', 'Terms of service');
  await expectAxeClean(page, '/privacy', 'Privacy policy');
});

test('a resident’s screens have no serious or critical axe findings', async ({
  page,
  resident,
}) => {
  expect(resident.accessToken).toBeTruthy();
  await expectAxeClean(page, '/', 'Your dashboard');
  await expectAxeClean(page, '/dashboard/properties', /properties/i);
  await expectAxeClean(page, '/dashboard/properties/new', /.+/);
  await expectAxeClean(page, '/home-services', /.+/);
  await expectAxeClean(page, '/maintenance-request', /.+/);
  await expectAxeClean(page, '/subscription', 'Your maintenance plans');
  await expectAxeClean(page, '/profile', /.+/);
  await expectAxeClean(page, '/dashboard/notifications', 'Notifications');
});

test('a vendor’s screens have no serious or critical axe findings', async ({ page, vendor }) => {
  expect(vendor.accessToken).toBeTruthy();
  await expectAxeClean(page, '/profile-setup', /.+/);
  // The mail settings load after the heading: checked once they are on the screen.
  await expect(page.getByRole('checkbox', { name: /new job offers/i })).toBeVisible();
  expect(await seriousFindings(page), '/profile-setup mail settings').toEqual([]);
  await expectAxeClean(page, '/orders', /.+/);
  await expectAxeClean(page, '/notifications', /.+/);
  await expectAxeClean(page, '/earnings', 'Earnings');
  // The payout account's status loads after the heading: checked once it is on the screen.
  await expect(page.getByRole('button', { name: 'Set up payouts' })).toBeVisible();
  expect(await seriousFindings(page), '/earnings payout account').toEqual([]);
  await expectAxeClean(page, '/payouts/test-onboarding', 'Set up payouts');
});

test('a search that finds nothing says so without an empty list (axe)', async ({
  browser,
  request,
  baseURL,
}) => {
  const { page, context } = await residentWithPropertyIn(browser, request, baseURL!, '53703');
  await page.goto('/maintenance-request');
  await page.getByRole('button', { name: 'New request' }).click();
  await page.getByRole('combobox', { name: /^Service/ }).fill('xylophone quartz');
  await expect(page.getByRole('status').filter({ hasText: 'No service matches' })).toBeVisible();
  expect(await seriousFindings(page), 'the service field with no match').toEqual([]);
  await context.close();
});

test('a vendor’s search that finds nothing says so without an empty list (axe)', async ({
  page,
  vendor,
}) => {
  expect(vendor.accessToken).toBeTruthy();
  await page.goto('/profile-setup');
  await page.getByRole('combobox', { name: /^Services you offer/ }).fill('xylophone quartz');
  await expect(page.getByRole('status').filter({ hasText: 'No service matches' })).toBeVisible();
  expect(await seriousFindings(page), 'the services field with no match').toEqual([]);
});

test('an operator’s console has no serious or critical axe findings', async ({ page }) => {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page), '/admin/payments').toEqual([]);
});

test('an operator’s reviews screen has no serious or critical axe findings', async ({ page }) => {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectAxeClean(page, '/admin/reviews', 'Reviews');
  await expect(
    page.getByRole('table', { name: 'Reviews' }).or(page.getByText('No reviews here')),
  ).toBeVisible();
  expect(await seriousFindings(page), '/admin/reviews table').toEqual([]);
});

test('a completed job’s reviews have no serious or critical axe findings', async ({
  page,
  vendor,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], ['59716']);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, '59716');
  const job = await apiAs<{ id: string; order: { id: string } }>(
    request,
    resident.session.accessToken,
    'POST',
    '/maintenance-requests',
    { propertyId: resident.propertyId, serviceId: service.id, description: 'A loose step.' },
  );
  const orderId = job.order.id;
  await acceptAndComplete(request, vendor.accessToken, orderId);
  const home = resident.page;
  await home.goto(`/maintenance-request?id=${job.id}`);
  await expect(home.getByRole('group', { name: 'Your rating' })).toBeVisible();
  expect(await seriousFindings(home), 'the review form').toEqual([]);

  await apiAs(
    request,
    resident.session.accessToken,
    'POST',
    `/maintenance-requests/${job.id}/review`,
    {
      rating: 3,
      comment: 'Fine.',
    },
  );
  await apiAs(request, vendor.accessToken, 'POST', `/vendor-orders/${orderId}/review`, {
    rating: 5,
  });
  await home.reload();
  await expect(home.getByRole('article', { name: 'The vendor’s review' })).toBeVisible();
  expect(await seriousFindings(home), 'the published pair').toEqual([]);

  await page.goto(`/orders?tab=completed&order=${orderId}`);
  await expect(page.getByLabel('Public reply (once)')).toBeVisible();
  expect(await seriousFindings(page), 'the completed order with its reviews').toEqual([]);
  await page.goto('/profile-setup');
  await expect(page.getByRole('region', { name: 'Your reviews' }).getByText('Fine.')).toBeVisible();
  expect(await seriousFindings(page), 'the vendor’s reviews on its profile').toEqual([]);
  await resident.context.close();
});

test('the appointment panels of a job have no serious or critical axe findings, both sides', async ({
  page,
  vendor,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const signedIn = await request.post('/api/v1/auth/sign-in', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const admin = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const clock = await apiAs<{ now: string }>(request, admin, 'GET', '/admin/clock');
  const day = (days: number, hour: number) => {
    const at = new Date(Date.parse(clock.now) + days * 86_400_000);
    at.setUTCHours(hour, 0, 0, 0);
    return at.toISOString();
  };
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], ['59716']);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, '59716');
  const job = await apiAs<{ id: string; order: { id: string } }>(
    request,
    resident.session.accessToken,
    'POST',
    '/maintenance-requests',
    {
      propertyId: resident.propertyId,
      serviceId: service.id,
      description: 'A door that sticks.',
      availability: [{ start: day(3, 16), end: day(3, 20) }],
    },
  );
  const orderId = job.order.id;
  await apiAs(request, vendor.accessToken, 'POST', '/vendor-orders/accept', { orderId });

  await page.goto(`/orders?tab=mine&order=${orderId}`);
  const vendorPanel = page.getByRole('region', { name: 'Appointment' });
  await vendorPanel.getByRole('button', { name: 'Book a time' }).click();
  await expect(vendorPanel.getByRole('form', { name: 'Appointment time' })).toBeVisible();
  expect(await seriousFindings(page), 'the vendor’s booking panel').toEqual([]);

  await apiAs(request, vendor.accessToken, 'POST', `/vendor-orders/${orderId}/appointment`, {
    start: day(5, 17),
    end: day(5, 19),
  });
  const home = resident.page;
  await home.goto(`/maintenance-request?id=${job.id}`);
  const residentPanel = home.getByRole('region', { name: 'Appointment' });
  await expect(residentPanel.getByText(/^Waiting for you to confirm/)).toBeVisible();
  expect(await seriousFindings(home), 'the resident’s confirm panel').toEqual([]);
  await residentPanel.getByRole('button', { name: 'Propose another time' }).click();
  await expect(residentPanel.getByRole('form', { name: 'Appointment time' })).toBeVisible();
  expect(await seriousFindings(home), 'the resident’s counter-proposal').toEqual([]);

  await apiAs(
    request,
    resident.session.accessToken,
    'POST',
    `/maintenance-requests/${job.id}/appointment/confirm`,
  );
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Appointment' }).getByText(/^Confirmed: /),
  ).toBeVisible();
  expect(await seriousFindings(page), 'the vendor’s confirmed appointment').toEqual([]);
  await home.reload();
  await expect(residentPanel.getByText(/^Confirmed: /)).toBeVisible();
  expect(await seriousFindings(home), 'the resident’s confirmed appointment').toEqual([]);
  await resident.context.close();
});

for (const width of [1200, 1260, 1280, 1440]) {
  test(`the resident’s header fits on one line at ${width} px`, async ({ page, resident }) => {
    expect(resident.accessToken).toBeTruthy();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const button = (await signOut.boundingBox())!;
    const content = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(width);
    // The header's row stays within the content's column, and on a single line.
    expect(button.x + button.width).toBeLessThanOrEqual(content.x + 1140);
    expect(button.y + button.height).toBeLessThanOrEqual(header.y + header.height);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}

for (const width of [390, 1024]) {
  test(`the resident’s menu moves into a drawer at ${width} px`, async ({ page, resident }) => {
    expect(resident.accessToken).toBeTruthy();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}
