import {
  cookieValue,
  expect,
  fillSignUpForm,
  inputLabelled,
  newPerson,
  pickOption,
  test,
} from './fixtures';

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

test('a new vendor completes the company profile and sees it is complete', async ({
  page,
  vendor,
}) => {
  // Several server searches and a reload: more than the default budget on a busy machine.
  test.slow();
  await page.goto('/profile-setup');
  await expect(page.getByText('Your profile is not complete yet')).toBeVisible();
  await expect(inputLabelled(page, 'Company name')).toHaveValue(vendor.person.companyName!);

  await pickOption(page, 'Vendor type', 'Plumbing');
  await pickOption(page, 'Company type', 'Limited liability company (LLC)');
  await pickOption(page, 'Licence type', 'Master plumber license');
  await inputLabelled(page, 'Licence number').fill('PL-20931');
  // Each search is answered by the server: wait for its answer before picking.
  const searched = (path: string, text: string) =>
    page.waitForResponse((r) => r.url().includes(path) && r.url().includes(`global=${text}`));
  const drains = searched('/services?', 'drain');
  await inputLabelled(page, 'Services you offer').fill('drain');
  await drains;
  await page.getByRole('option', { name: 'Drain cleaning' }).click();
  const zips = searched('/zip-codes?', '9021');
  await inputLabelled(page, 'Service-area zip codes').fill('9021');
  await zips;
  await page.getByRole('option', { name: '90210 — Beverly Hills, CA' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(
    page.getByText('Your profile is complete: you will be offered matching jobs.'),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByText('Your profile is complete: you will be offered matching jobs.'),
  ).toBeVisible();
  await expect(page.getByText('90210 — Beverly Hills, CA')).toBeVisible();
  await expect(page.getByText('Drain cleaning')).toBeVisible();
});

test('a vendor adds a vehicle and equipment, then removes the vehicle', async ({
  page,
  vendor,
}) => {
  expect(vendor.user.role).toBe('vendor');
  await page.goto('/truck-vehicle-type');
  await expect(page.getByText('No vehicles yet')).toBeVisible();

  await pickOption(page, 'Vehicle type', 'Cargo van');
  await inputLabelled(page, 'Make').fill('Ford');
  await inputLabelled(page, 'Model').fill('Transit');
  await inputLabelled(page, 'Year').fill('2021');
  await inputLabelled(page, 'Licence plate').fill('7abc123');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const van = page.getByRole('article', { name: '7ABC123' });
  await expect(van).toContainText('2021 Ford Transit');
  await expect(van).toContainText('Cargo van');

  await pickOption(page, 'Add equipment', 'Extension ladder');
  await pickOption(page, 'Add equipment', 'Pressure washer');
  await page.getByRole('button', { name: 'Add equipment' }).click();
  const owned = page.getByRole('list', { name: 'Your equipment' });
  await expect(owned.getByRole('listitem')).toHaveText(['Extension ladder', 'Pressure washer']);

  await page.getByRole('button', { name: 'Remove vehicle 7ABC123' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this vehicle?' });
  await dialog.getByRole('button', { name: 'Remove vehicle' }).click();
  await expect(page.getByText('No vehicles yet')).toBeVisible();

  await page.reload();
  await expect(owned.getByRole('listitem')).toHaveText(['Extension ladder', 'Pressure washer']);
});
