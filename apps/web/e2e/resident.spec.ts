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

/** A 1x1 PNG, as a photo from the resident's device. */
const HOUSE_PHOTO = {
  name: 'house.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('a resident adds a property with a photo, edits it and deletes it', async ({
  page,
  resident: _resident,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Manage properties' }).click();
  await expect(page).toHaveURL(/\/dashboard\/properties$/);
  await expect(page.getByText('No properties yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add your first property' }).click();

  await expect(page.getByRole('heading', { name: 'Add a property' })).toBeVisible();
  await page.getByLabel(/property name/i).fill('Lake house');
  await page.getByLabel(/street address/i).fill('12 Shore Road');
  await page.getByLabel(/^city/i).fill('Madison');
  const state = page.getByLabel(/^state/i);
  await expect(state.locator('option', { hasText: 'Wisconsin' })).toHaveCount(1);
  await state.selectOption({ label: 'Wisconsin' });
  await page.getByLabel(/zip code/i).fill('53703');
  await page.getByLabel(/^bedrooms/i).fill('3');
  await page.getByLabel('Add photos').setInputFiles(HOUSE_PHOTO);
  const preview = page.getByRole('img', { name: 'Photo 1' });
  await expect(preview).toBeVisible();
  // The preview is the stored file, served back by the API.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.getByRole('button', { name: 'Add property' }).click();

  await expect(page.getByRole('heading', { name: 'Lake house', level: 1 })).toBeVisible();
  await expect(page.getByText('12 Shore Road, Madison, WI 53703')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Lake house, photo 1' })).toBeVisible();

  await page.getByRole('link', { name: 'Your properties' }).click();
  const card = page.getByRole('link', { name: 'Lake house' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo of Lake house' })).toBeVisible();
  await card.click();

  await page.getByRole('link', { name: 'Edit' }).click();
  const name = page.getByLabel(/property name/i);
  await expect(name).toHaveValue('Lake house');
  await name.fill('Cabin by the lake');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Cabin by the lake', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Cabin by the lake?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete property' }).click();

  await expect(page).toHaveURL(/\/dashboard\/properties$/);
  await expect(page.getByText('No properties yet')).toBeVisible();
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

test('a resident subscribes two properties to a plan, pays in the test checkout and sees both active', async ({
  page,
  request,
  resident,
}) => {
  const auth = { Authorization: `Bearer ${resident.accessToken}` };
  for (const name of ['Maple cottage', 'Harbor loft']) {
    const created = await request.post(`${API}/properties`, {
      headers: auth,
      data: { name, addressLine1: '12 Shore Road', city: 'Madison', state: 'WI', zipCode: '53703' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/');
  await page.getByRole('button', { name: 'Choose Essential' }).click();
  await expect(page).toHaveURL(/\/subscription\?planId=/);
  await expect(page.getByLabel('Plan for Maple cottage')).toHaveValue(/.+/);
  await expect(page.getByLabel('Plan for Harbor loft')).toHaveValue(/.+/);
  await expect(page.getByText('2 properties selected')).toBeVisible();
  await expect(page.getByText(/^Total \$98\.00 per month$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/checkout\?transaction=/);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await page
    .getByLabel('Name on card')
    .fill(`${resident.person.firstName} ${resident.person.lastName}`);
  await page.getByLabel(/Expiry/).pressSequentially('1230');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.goto('/subscription');
  for (const name of ['Maple cottage', 'Harbor loft']) {
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Essential, $49.00 per month')).toBeVisible();
    await expect(card.getByText(/^Renews on /)).toBeVisible();
  }
  await expect(page.getByText('Every property has a subscription')).toBeVisible();
});
