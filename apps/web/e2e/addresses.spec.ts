import { expect, test } from './fixtures';

test("a resident on another role's page is told whose it is and offered their own", async ({
  page,
  resident,
}) => {
  expect(resident.accessToken).toBeTruthy();
  const main = page.getByRole('main');
  for (const [address, who] of [
    ['/orders', 'vendors'],
    ['/admin/users', 'operators'],
  ]) {
    await page.goto(address!);
    await expect(page).toHaveURL(/\/home$/);
    await expect(main.getByRole('heading', { name: `That page is for ${who}` })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveCount(0);
  }
  await main.getByRole('link', { name: 'Go to your dashboard' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Good to see you, ${resident.person.firstName}.`)).toBeVisible();

  // Residents' notifications moved into the dashboard: an old link leads there.
  await page.goto('/notifications');
  await main.getByRole('link', { name: 'Open your notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

test('a vendor on the landing page is offered their orders, not a sign-up', async ({
  page,
  vendor,
}) => {
  expect(vendor.accessToken).toBeTruthy();
  await page.goto('/home');
  const hero = page.getByRole('region', { name: /Keep every home in shape/ });
  await expect(hero.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute(
    'href',
    '/orders',
  );
  await expect(hero.getByRole('link', { name: 'Get started' })).toHaveCount(0);
});

test('an address the product does not have answers 404 with the friendly page', async ({
  page,
}) => {
  for (const address of ['/no-such-page', '/help/nothing-here']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  }
  expect((await page.goto('/help'))?.status()).toBe(200);
});
