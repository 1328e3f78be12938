import {
  API,
  cookieValue,
  expect,
  fillSignUpForm,
  newPerson,
  signInThroughUi,
  signUpThroughApi,
  test,
  putSession,
} from './fixtures';

test('a visitor registers as a resident and lands on the dashboard', async ({ page, context }) => {
  const person = newPerson('resident');
  await page.goto('/sign-up/resident');
  await fillSignUpForm(page, person);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
  expect(await cookieValue(context, 'role')).toBe('resident');
  expect(await cookieValue(context, 'accessToken')).toBeTruthy();
});

test('a resident signs in and reaches a resident-only screen', async ({ page, request }) => {
  const person = newPerson('resident');
  await signUpThroughApi(request, person);
  await signInThroughUi(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('signing out returns to /home and forgets the session', async ({
  page,
  context,
  resident,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
  await page.getByRole('button', { name: /sign out/i }).click();

  await expect(page).toHaveURL(/\/home$/);
  expect(await cookieValue(context, 'accessToken')).toBeUndefined();
  // The token was revoked on the server, not only forgotten by the browser.
  const res = await page.request.get(`${API}/auth`, {
    headers: { Authorization: `Bearer ${resident.accessToken}` },
  });
  expect(res.status()).toBe(401);
});

test('a revoked token on a private route ends at /sign-in with the token cookie cleared', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, newPerson('resident'));
  const signOut = await request.post(`${API}/auth/sign-out`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(signOut.status()).toBe(204);

  await putSession(context, baseURL!, session.accessToken, 'resident');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await cookieValue(context, 'accessToken')).toBeUndefined();
});

test('an invalid token on a private route ends at /sign-in with the token cookie cleared', async ({
  page,
  context,
  baseURL,
}) => {
  await putSession(context, baseURL!, 'not-a-real-token', 'resident');
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await cookieValue(context, 'accessToken')).toBeUndefined();
});

test('a resident searches the services, opens one, and sees its detail', async ({
  page,
  resident: _resident,
}) => {
  await page.goto('/home-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Home services' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);

  // The page is in the URL: a reload stays on it.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/home-services\?page=2$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByLabel('Search home services').fill('gutter');
  await expect(page).toHaveURL(/\/home-services\?q=gutter$/);
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
    '2 home services match “gutter”',
  );
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('link', { name: 'Gutter cleaning', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gutter cleaning' })).toBeVisible();
  await expect(page.getByText('$149.00')).toBeVisible();
  await expect(page.getByText(/Clearing leaves and debris from gutters/)).toBeVisible();
  const serviceId = page.url().split('/').pop();
  await expect(page.getByRole('link', { name: 'Request this service' })).toHaveAttribute(
    'href',
    `/maintenance-request?serviceId=${serviceId}`,
  );

  await page.getByRole('link', { name: 'Back to home services' }).click();
  await expect(page).toHaveURL(/\/home-services\?q=gutter$/);
  await expect(page.getByLabel('Search home services')).toHaveValue('gutter');

  await page.goto('/home-services/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't find this service" }),
  ).toBeVisible();
});

test('a resident browses the SYMN Luxe collection', async ({ page, resident: _resident }) => {
  await page.goto('/symn-luxe');
  await expect(page.getByRole('heading', { level: 1, name: 'SYMN Luxe' })).toBeVisible();
  await page.getByLabel('Search luxe services').fill('wine');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Wine cellar climate service' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wine cellar climate service' }),
  ).toBeVisible();
  await expect(page.locator('#content').getByText('SYMN Luxe', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to SYMN Luxe' }).click();
  await expect(page).toHaveURL(/\/symn-luxe\?q=wine$/);
});

test('a resident changes their name and password, signs out and signs in with the new password', async ({
  page,
  request,
  resident,
}) => {
  const { person } = resident;
  const otherDevice = await request.post(`${API}/auth/sign-in`, {
    data: { email: person.email, password: person.password },
  });
  const otherToken = ((await otherDevice.json()) as { data: { accessToken: string } }).data
    .accessToken;

  await page.goto('/profile');
  const details = page.getByRole('form', { name: 'Personal details' });
  await expect(details.getByLabel(/^email/i)).toHaveValue(person.email);
  await details.getByLabel(/^first name/i).fill('Rosalind');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  const newPassword = `${person.password}-new`;
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel(/^current password/i).fill(person.password);
  await passwordForm.getByLabel(/^new password/i).fill(newPassword);
  await passwordForm.getByLabel(/^confirm new password/i).fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password is changed/)).toBeVisible();

  // Other sessions ended; this one did not.
  const other = await request.get(`${API}/auth`, {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(other.status()).toBe(401);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByText('Good to see you, Rosalind.')).toBeVisible();

  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/home$/);

  await signInThroughUi(page, person.email, person.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughUi(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Good to see you, Rosalind.')).toBeVisible();
});
