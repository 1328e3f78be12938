import path from 'node:path';
import type { Locator } from '@playwright/test';
import { seriousFindings } from './axe';
import {
  acceptAndComplete,
  API,
  apiAs,
  E2E_ADMIN,
  expect,
  fillSignUpForm,
  newPerson,
  putSession,
  requestOfferedToAVendor,
  residentWithPropertyIn,
  signInThroughUi,
  signUpThroughApi,
  someService,
  test,
} from './fixtures';
import { shoot } from './screenshots';

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
};

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Wholly inside the phone's width: nothing of it is cut off at the right. */
const expectWithinWidth = (box: Box, what: string) => {
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(PHONE.width);
};

const shotPath = (name: string) =>
  path.join(
    process.env.SCREENSHOTS_DIR ?? path.join(process.cwd(), '../../.reports'),
    `${name}.png`,
  );

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('on a phone a toast covers neither the button just pressed nor the page title', async ({
  page,
  resident,
}) => {
  expect(resident.accessToken).toBeTruthy();
  await page.goto('/profile');
  await page.getByLabel(/^first name/i).fill('Rosalind');
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'profile is saved' });
  await expect(toast).toBeVisible();
  const shown = await boxOf(toast);
  expect(overlap(shown, await boxOf(save))).toBe(false);
  expect(overlap(shown, await boxOf(page.getByRole('heading', { level: 1 })))).toBe(false);
  expectWithinWidth(shown, 'the toast');
  await page.screenshot({ path: shotPath('toast-over-header-390'), fullPage: false });
});

test('sign-up puts a refused email in sight and in focus, and asks for the terms', async ({
  page,
  request,
}) => {
  const taken = newPerson('resident');
  await signUpThroughApi(request, taken);
  await page.goto('/sign-up/resident');
  await fillSignUpForm(page, { ...newPerson('resident'), email: taken.email });
  const email = page.getByLabel(/^email/i);
  await expect(page.getByText(/use a different email address/i)).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await shoot(page, 'sign-up-refused-email');
});

test('a wrong password is said inside the sign-in form', async ({ page, request }) => {
  const person = newPerson('resident');
  await signUpThroughApi(request, person);
  await signInThroughUi(page, person.email, 'not-the-password');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('alert')).toContainText('Invalid email or password');
  await shoot(page, 'sign-in-wrong-password');
});

test('the operator’s tabs and a table’s status and actions stay on a phone’s screen', async ({
  page,
}) => {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Operations' }).getByRole('link');
  for (const tab of await tabs.all()) expectWithinWidth(await boxOf(tab), await tab.innerText());
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1);
  for (const button of await row.getByRole('button').all()) {
    await expect(button).toBeVisible();
    expectWithinWidth(await boxOf(button), `${await button.innerText()} in the first row`);
  }
  const cells = await row.getByRole('cell').all();
  for (const cell of cells) expectWithinWidth(await boxOf(cell), 'a cell of the first row');
  await shoot(page, 'admin-users');
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await shoot(page, 'admin-audit-log');
});

test('the checkout’s expiry and security code sit side by side, in line', async ({
  page,
  resident,
  request,
}) => {
  const auth = { Authorization: `Bearer ${resident.accessToken}` };
  const property = await apiAs<{ id: string }>(
    request,
    resident.accessToken,
    'POST',
    '/properties',
    {
      name: 'Lake house',
      addressLine1: '1 Main St',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    },
  );
  const plans = await request.get(`${API}/maintenance-plans`);
  const [plan] = ((await plans.json()) as { data: { id: string }[] }).data;
  const subscribed = await request.post(`${API}/subscriptions/bulk`, {
    headers: auth,
    data: { data: [{ propertyId: property.id, maintenancePlanId: plan!.id }] },
  });
  const [subscription] = (
    (await subscribed.json()) as { data: { id: string; plan: { productId: string } }[] }
  ).data;
  const created = await request.post(`${API}/transactions/create-checkout-session`, {
    headers: auth,
    data: {
      data: {
        items: [{ productId: subscription!.plan.productId, quantity: 1 }],
        subscriptionIds: [subscription!.id],
      },
    },
  });
  const session = ((await created.json()) as { data: { url: string } }).data;
  await page.goto(session.url);
  const expiry = await boxOf(page.getByLabel(/Expiry/));
  const code = await boxOf(page.getByLabel(/Security code/));
  expect(Math.abs(expiry.y - code.y)).toBeLessThan(1);
  expect(Math.abs(expiry.height - code.height)).toBeLessThan(1);
  expectWithinWidth(code, 'the security code');
  await shoot(page, 'checkout-card');
});

test('a property card shows its whole type on a phone', async ({ page, resident }) => {
  await apiAs(page.request, resident.accessToken, 'POST', '/properties', {
    name: 'The old mill house by the river bend',
    addressLine1: '2 Mill Road',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    type: 'townhouse',
  });
  await page.goto('/dashboard/properties');
  const badge = page.locator('.mantine-Badge-label', { hasText: 'Townhouse' }).first();
  await expect(badge).toBeVisible();
  const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
  expect(cut).toBe(false);
  await shoot(page, 'properties-list');
});

test('a finished job’s card reads from one left edge on a phone', async ({
  page,
  resident,
  request,
}) => {
  // A state of its own: the operator's journey below counts on nobody offering it in Wisconsin.
  const title = `Dripping tap ${Date.now()}`;
  const { vendor, job } = await requestOfferedToAVendor(request, resident.accessToken, '05401', {
    title,
    description: 'It drips all night.',
  });
  await acceptAndComplete(request, vendor.accessToken, job.order.id);

  await page.goto('/completed-services');
  const card = page.getByRole('listitem').filter({ hasText: title });
  const titleBox = await boxOf(card.getByText(title));
  for (const line of [/^By /, /^Completed /, /^Pay /]) {
    const box = await boxOf(card.getByText(line));
    expect(Math.abs(box.x - titleBox.x), `${line} starts under the title`).toBeLessThan(1);
  }
});

test('an offer’s urgency shows its whole word beside a long title on a phone', async ({
  page,
  request,
  baseURL,
}) => {
  const resident = await signUpThroughApi(request, newPerson('resident'));
  const title = `Overflowing downpipe ${Date.now()}`;
  const { vendor } = await requestOfferedToAVendor(request, resident.accessToken, '05403', {
    title,
    description: 'Water spills over the porch.',
  });
  await putSession(page.context(), baseURL!, vendor.accessToken, 'vendor');
  await page.goto('/orders');
  const badge = page
    .getByRole('article', { name: title })
    .locator('.mantine-Badge-label', { hasText: 'Normal urgency' });
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
});

test('the vendor’s four order tabs lie in two even rows on a phone', async ({ page, vendor }) => {
  expect(vendor.accessToken).toBeTruthy();
  await page.goto('/orders');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const [available, mine, schedule, completed] = await Promise.all([
    boxOf(tabs.nth(0)),
    boxOf(tabs.nth(1)),
    boxOf(tabs.nth(2)),
    boxOf(tabs.nth(3)),
  ]);
  expect(mine.y, 'My jobs beside Available jobs').toBe(available.y);
  expect(completed.y, 'Completed beside Schedule').toBe(schedule.y);
  expect(schedule.y, 'a second row').toBeGreaterThan(available.y);
  for (const box of [available, mine, schedule, completed]) {
    expect(Math.abs(box.width - available.width), 'every tab as wide').toBeLessThan(1);
    expectWithinWidth(box, 'a tab');
  }
  await shoot(page, 'vendor-orders-tabs');
});

test('a vendor has the notifications bell in the header on a phone', async ({ page, vendor }) => {
  expect(vendor.accessToken).toBeTruthy();
  await page.goto('/orders');
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  expectWithinWidth(await boxOf(bell), 'the bell');
  await shoot(page, 'vendor-orders-header');
});

test('the request form’s availability windows line up in a grid on a phone', async ({
  page,
  resident,
  request,
}) => {
  const service = await someService(request);
  await apiAs(request, resident.accessToken, 'POST', '/properties', {
    name: 'Lake house',
    addressLine1: '1 Main St',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
  });
  await page.goto(`/maintenance-request?serviceId=${service.id}`);
  const form = page.getByRole('form', { name: 'New maintenance request' });
  await form.getByRole('button', { name: 'Add a window' }).click();
  await form.getByRole('button', { name: 'Add another window' }).click();
  const day = await boxOf(form.getByLabel('Window 1: day'));
  const from = await boxOf(form.getByLabel('From').first());
  const to = await boxOf(form.getByLabel('To').first());
  const remove = await boxOf(form.getByRole('button', { name: 'Remove window 1' }));
  const nextDay = await boxOf(form.getByLabel('Window 2: day'));
  expect(Math.abs(from.y - to.y)).toBeLessThan(1);
  expect(Math.abs(from.width - to.width)).toBeLessThan(1);
  expect(from.width, 'room for a time such as 08:00 AM').toBeGreaterThanOrEqual(130);
  expect(Math.abs(from.y + from.height - (remove.y + remove.height))).toBeLessThan(2);
  expect(Math.abs(day.x - nextDay.x)).toBeLessThan(1);
  expect(Math.abs(day.width - nextDay.width)).toBeLessThan(1);
  for (const box of [day, from, to, remove]) expectWithinWidth(box, 'a window field');
  await shoot(page, 'request-form-availability');
});

test('an operator’s cancel asks for the internal note and the message to people apart', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const service = await someService(request);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, '53703');
  const job = await apiAs<{ order: { id: string } }>(
    request,
    resident.session.accessToken,
    'POST',
    '/maintenance-requests',
    { propertyId: resident.propertyId, serviceId: service.id, description: 'A loose gutter.' },
  );
  await resident.context.close();
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Nobody in the state offers the service: operations are told, and the bell leads there.
  await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const told = page.getByRole('button', { name: /needs a vendor/ }).first();
  await expect(told).toBeVisible();
  // On a phone a long title leaves the "New" badge its whole word.
  const badge = told.getByText('New', { exact: true });
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  expect(await seriousFindings(page), '/admin/notifications').toEqual([]);
  await shoot(page, 'admin-notifications');
  await told.click();
  await expect(page).toHaveURL(/\/admin\/orders\?open=/);
  await page.goto(`/admin/orders?open=${job.order.id}`);
  // The reassign picker starts with the vendors who offer the job's service in its zip code.
  await expect(
    page.getByRole('checkbox', { name: `Only vendors who offer ${service.name} in 53703` }),
  ).toBeChecked();
  await page.getByRole('combobox', { name: 'Give this job to' }).click();
  await expect(
    page
      .getByRole('option')
      .first()
      .or(page.getByText(/^No other active vendor offers/)),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Give this job to' }).fill('Nobody by this name');
  await expect(page.getByText(/^No other active vendor offers .* by that name/)).toBeVisible();
  expect(await seriousFindings(page), 'the order drawer with its picker open').toEqual([]);
  await shoot(page, 'admin-order-reassign');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this job?' });
  await expect(dialog.getByLabel(/^Internal note for operators/)).toBeVisible();
  await expect(dialog.getByLabel('Message to the resident and vendor')).toBeVisible();
  expectWithinWidth(await boxOf(dialog.getByRole('button', { name: 'Cancel the job' })), 'confirm');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: shotPath(`admin-order-cancel-dialog-${width}`) });
  }
});
