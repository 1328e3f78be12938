import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  API,
  apiAs,
  completeVendorProfile,
  E2E_ADMIN,
  expect,
  newPerson,
  putSession,
  residentWithPropertyIn,
  signUpThroughApi,
  someService,
  test,
} from './fixtures';
import { shoot } from './screenshots';

// Two people in two browsers, four answers and a day of product time.
test.describe.configure({ timeout: 120_000 });

// Butte, Montana: Mountain time, used by no other journey.
const ZIP = '59701';
const ZONE = 'America/Denver';

/** The operator's token, for the test clock. */
async function operatorToken(request: APIRequestContext) {
  const res = await request.post(`${API}/auth/sign-in`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The day `days` after the product's now, as the property's calendar names it (YYYY-MM-DD). */
const dayAfter = (now: Date, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(now.getTime() + days * 86_400_000),
  );

async function fillTime(scope: Locator, day: string, from: string, to: string) {
  await scope.getByLabel('Day').fill(day);
  await scope.getByLabel('From').fill(from);
  await scope.getByLabel('To').fill(to);
}

test('both sides agree on a time, see it alike in the property zone, and are reminded the day before', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const admin = await operatorToken(request);
  const clock = await apiAs<{ now: string }>(request, admin, 'GET', '/admin/clock');
  const now = new Date(clock.now);
  const service = await someService(request);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, ZIP);
  const home = resident.page;
  const title = `Gutter clean ${randomUUID().slice(0, 6)}`;

  // The resident offers two windows on the request form.
  await home.goto(`/maintenance-request?serviceId=${service.id}`);
  const form = home.getByRole('form', { name: 'New maintenance request' });
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel(/what needs doing/i).fill('Leaves block the gutters.');
  await form.getByRole('button', { name: 'Add a window' }).click();
  await form.getByLabel('Window 1: day').fill(dayAfter(now, 3));
  await form.getByLabel('From').first().fill('09:00');
  await form.getByLabel('To').first().fill('12:00');
  await form.getByRole('button', { name: 'Add another window' }).click();
  await form.getByLabel('Window 2: day').fill(dayAfter(now, 4));
  await shoot(home, 'appointments-request-form');
  await form.getByRole('button', { name: 'Send request' }).click();
  const detail = home.getByRole('dialog', { name: 'Request details' });
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  const requestId = new URL(home.url()).searchParams.get('id');
  const residentPanel = detail.getByRole('region', { name: 'Appointment' });
  await expect(residentPanel.getByRole('listitem')).toHaveCount(2);

  // The vendor accepts it and proposes a time outside both windows.
  const person = newPerson('vendor');
  const vendor = { ...(await signUpThroughApi(request, person)), person };
  await completeVendorProfile(request, vendor, [service.id], [ZIP]);
  await putSession(page.context(), baseURL!, vendor.accessToken, 'vendor');
  await page.goto('/orders');
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Accept job' })
    .click();
  const job = page.getByRole('article', { name: title });
  const vendorPanel = job.getByRole('region', { name: 'Appointment' });
  await expect(vendorPanel.getByText('The resident is available')).toBeVisible();
  await vendorPanel.getByRole('button', { name: 'Book a time' }).click();
  await fillTime(vendorPanel, dayAfter(now, 5), '14:00', '16:00');
  await vendorPanel.getByRole('button', { name: 'Book this time' }).click();
  await expect(vendorPanel.getByText(/waiting for the resident to confirm/)).toBeVisible();
  await shoot(page, 'appointments-vendor-order');

  // The resident counters with another time.
  await home.reload();
  await expect(residentPanel.getByText(/^Waiting for you to confirm/)).toBeVisible();
  await shoot(home, 'appointments-resident-waiting');
  await residentPanel.getByRole('button', { name: 'Propose another time' }).click();
  await fillTime(residentPanel, dayAfter(now, 6), '10:00', '12:00');
  await residentPanel.getByRole('button', { name: 'Send this time' }).click();
  await expect(residentPanel.getByText(/waiting for the vendor to confirm/)).toBeVisible();

  // The vendor sees it waiting on the Orders screen and confirms it.
  await page.reload();
  const waiting = page.getByRole('link', {
    name: new RegExp(`${title}: Waiting for you to confirm`),
  });
  await expect(waiting).toBeVisible();
  await waiting.click();
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Confirm this time' })
    .click();
  const confirmed = page.getByRole('article', { name: title }).getByText(/^Confirmed: /);
  await expect(confirmed).toBeVisible();
  const vendorSees = await confirmed.textContent();
  expect(vendorSees).toContain('10:00 to 12:00');
  expect(vendorSees).toContain('America/Denver');

  await home.reload();
  await expect(residentPanel.getByText(/^Confirmed: /)).toHaveText(vendorSees!);
  await shoot(home, 'appointments-resident-confirmed');

  // The dashboard names the agreed time of the open job and leads to it.
  await home.goto('/');
  const openJobs = home.getByRole('region', { name: 'Open jobs' });
  await expect(openJobs.getByText(vendorSees!)).toBeVisible();
  await shoot(home, 'appointments-resident-dashboard');
  await openJobs.getByRole('link', { name: new RegExp(title) }).click();
  await expect(residentPanel.getByText(/^Confirmed: /)).toHaveText(vendorSees!);
  // The vendor's week lists it; its title opens the job in My jobs.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.getByText('Next 7 days').click();
  await expect(page).toHaveURL(/[?&]range=week/);
  const booking = page.getByRole('listitem').filter({ hasText: title });
  await expect(booking).toBeVisible();
  await shoot(page, 'appointments-vendor-schedule');
  await booking.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/[?&]tab=mine&order=/);
  await expect(page.getByRole('tab', { name: 'My jobs' })).toHaveAttribute('aria-selected', 'true');
  if (process.env.SCREENSHOTS_DIR) {
    await home.goto('/profile');
    await expect(home.getByLabel('Calendar address')).toBeVisible();
    await shoot(home, 'appointments-calendar-feed');
    await page.goto('/profile-setup');
    await expect(page.getByLabel('Calendar address')).toBeVisible();
  }

  // The clock moves to the day before: both are reminded.
  const booked = await apiAs<{ appointment: { start: string } }>(
    request,
    resident.session.accessToken,
    'GET',
    `/maintenance-requests/${requestId}`,
  );
  const start = Date.parse(booked.appointment.start);
  const later = await apiAs<{ now: string }>(request, admin, 'GET', '/admin/clock');
  const seconds = Math.round((start - Date.parse(later.now)) / 1000 - 23 * 3600);
  await apiAs(request, admin, 'POST', '/admin/clock/advance', { seconds });
  await home.goto('/dashboard/notifications');
  await expect(home.getByRole('button', { name: /Appointment tomorrow/ })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: /Appointment tomorrow/ })).toBeVisible();
  await resident.context.close();
});
