import { API, expect, test } from './fixtures';

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
  const saved = page.getByRole('img', { name: 'Lake house, photo 1' });
  await expect(saved).toBeVisible();
  // The property's answer gives the photo a signed address of its own, which loads.
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(await saved.getAttribute('src')).toMatch(/\/content\?expires=\d+&signature=/);

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

  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Cabin by the lake?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove property' }).click();

  await expect(page).toHaveURL(/\/dashboard\/properties$/);
  await expect(page.getByText('No properties yet')).toBeVisible();
});

test('a resident pays for a plan in the test checkout, after a decline', async ({
  page,
  request,
  resident,
}) => {
  const auth = { Authorization: `Bearer ${resident.accessToken}` };
  // A checkout pays for a plan's subscription or a bill, never bare products.
  const property = await request.post(`${API}/properties`, {
    headers: auth,
    data: {
      name: 'Lake house',
      addressLine1: '1 Main St',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const { id: propertyId } = ((await property.json()) as { data: { id: string } }).data;
  const plans = await request.get(`${API}/maintenance-plans`);
  const [plan] = ((await plans.json()) as { data: { id: string; name: string }[] }).data;
  const subscribed = await request.post(`${API}/subscriptions/bulk`, {
    headers: auth,
    data: { data: [{ propertyId, maintenancePlanId: plan!.id }] },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
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
  expect(created.status(), await created.text()).toBe(201);
  const session = ((await created.json()) as { data: { id: string; url: string } }).data;

  await page.goto(session.url);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByText(plan!.name).first()).toBeVisible();

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

test('a resident searches the services, opens one, and sees its detail', async ({
  page,
  resident: _resident,
}) => {
  await page.goto('/home-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Home services' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);

  // The page after the first is asked for by the cursor the first gave; the page is in the URL,
  // and a reload asks for it by number: the same services either way.
  const shown = () => page.getByRole('article').allInnerTexts();
  const firstPage = await shown();
  const byCursor = page.waitForRequest((r) => /\/services\?.*cursor=/.test(r.url()));
  await page.getByRole('button', { name: 'Page 2' }).click();
  await byCursor;
  await expect(page).toHaveURL(/\/home-services\?page=2$/);
  // Page 2's services once shown: not page 1's, nor the list emptied while page 2 is on its way.
  const isSecondPage = (now: string[]) => now.length > 0 && now.join('\n') !== firstPage.join('\n');
  await expect.poll(async () => isSecondPage(await shown())).toBe(true);
  const secondPage = await shown();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(shown).toEqual(secondPage);

  // Gutter cleaning, the gutter guard, and the seasonal inspection that checks the gutters.
  await page.getByLabel('Search home services').fill('gutter');
  await expect(page).toHaveURL(/\/home-services\?q=gutter$/);
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
    '3 home services match “gutter”',
  );
  await expect(page.getByRole('article')).toHaveCount(3);

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
  await page.getByRole('link', { name: 'Choose Essential' }).click();
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

  // The dashboard agrees with the subscription screen, property by property.
  await page.goto('/');
  for (const name of ['Maple cottage', 'Harbor loft']) {
    await expect(page.getByRole('article', { name }).getByText('Covered')).toBeVisible();
  }
});
