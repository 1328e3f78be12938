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
