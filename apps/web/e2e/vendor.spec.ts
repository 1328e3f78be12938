import { cookieValue, expect, fillSignUpForm, newPerson, test } from './fixtures';

test('a visitor registers as a vendor and lands on profile setup', async ({ page, context }) => {
  const person = newPerson('vendor');
  await page.goto('/sign-up/vendor');
  await fillSignUpForm(page, person);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Profile setup' })).toBeVisible();
  expect(await cookieValue(context, 'role')).toBe('vendor');
});

test('a vendor opening a resident route goes to /home', async ({ page, vendor }) => {
  expect(vendor.user.role).toBe('vendor');
  await page.goto('/maintenance-request');
  await expect(page).toHaveURL(/\/home$/);
});

test('a vendor reaches its own screens', async ({ page, vendor }) => {
  expect(vendor.user.role).toBe('vendor');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});
