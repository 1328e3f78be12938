import { API, expect, newPerson, signInThroughUi, signUpThroughApi, test } from './fixtures';

interface Named {
  name?: string;
  title?: string;
}

test('the landing page shows the maintenance plans and banners the API serves', async ({
  page,
  request,
}) => {
  const plans = (
    (await (await request.get(`${API}/maintenance-plans`)).json()) as { data: Named[] }
  ).data;
  const banners = ((await (await request.get(`${API}/banners`)).json()) as { data: Named[] }).data;
  expect(plans.length).toBeGreaterThan(0);
  expect(banners.length).toBeGreaterThan(0);

  await page.goto('/home');
  for (const plan of plans) {
    await expect(page.getByText(plan.name!, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(banners[0]!.title!, { exact: true }).first()).toBeVisible();
});

test('a visitor at / sees the landing page', async ({ page, request }) => {
  const plans = (
    (await (await request.get(`${API}/maintenance-plans`)).json()) as { data: Named[] }
  ).data;
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(plans[0]!.name!, { exact: true }).first()).toBeVisible();
});

test('a visitor opening a private route goes to /home', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/home$/);
});

test('a wrong password shows the server message as a toast and keeps the visitor signed out', async ({
  page,
  request,
  context,
}) => {
  const person = newPerson('resident');
  await signUpThroughApi(request, person);

  await signInThroughUi(page, person.email, 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await context.cookies()).find((c) => c.name === 'accessToken')?.value ?? '').toBe('');
});

test('the role chooser leads to both registration forms', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('link', { name: /resident/i }).click();
  await expect(page).toHaveURL(/\/sign-up\/resident$/);
  await page.goto('/sign-up');
  await page.getByRole('link', { name: /vendor/i }).click();
  await expect(page).toHaveURL(/\/sign-up\/vendor$/);
});
