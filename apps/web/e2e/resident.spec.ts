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

test('a resident pays for a custom maintenance request in the test checkout, after a decline', async ({
  page,
  request,
  resident,
}) => {
  const auth = { Authorization: `Bearer ${resident.accessToken}` };
  const product = await request.get(`${API}/products/custom-maintenance-request`);
  const { id: productId } = ((await product.json()) as { data: { id: string } }).data;
  const created = await request.post(`${API}/transactions/create-checkout-session`, {
    headers: auth,
    data: { data: { items: [{ productId, quantity: 1 }] } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = ((await created.json()) as { data: { id: string; url: string } }).data;

  await page.goto(session.url);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByText('Custom maintenance request').first()).toBeVisible();

  const payWith = async (cardNumber: string) => {
    await page.getByLabel('Card number').fill(cardNumber);
    await page.getByRole('button', { name: /^Pay / }).click();
  };
  await page
    .getByLabel('Name on card')
    .fill(`${resident.person.firstName} ${resident.person.lastName}`);
  await page.getByLabel(/Expiry/).pressSequentially('1230');
  await page.getByLabel(/Security code/).fill('123');
  await payWith('4000 0000 0000 0002');
  await expect(page.getByRole('alert', { name: 'Payment declined' })).toBeVisible();

  await payWith('4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();

  const transaction = await request.get(`${API}/transactions/${session.id}`, { headers: auth });
  expect(((await transaction.json()) as { data: { status: string } }).data.status).toBe('paid');
});
