import {
  API,
  answerAtProvider,
  cookieValue,
  expect,
  newPerson,
  signInThroughUi,
  signUpThroughApi,
  test,
} from './fixtures';

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

test('/home and /sign-in arrive with their content, readable before any script runs', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Keep every home in shape with one simple plan' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started' }).first()).toHaveAttribute(
    'href',
    '/sign-up',
  );
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel(/email/i)).toBeVisible();
  // Sending the form takes the script: without it the browser would put the password in the URL.
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeDisabled();
  // Any other address is the app shell, drawn by the script.
  await page.goto('/contact-us');
  await expect(page.locator('#root')).toBeEmpty();
  await noScript.close();
});

test('a visitor who types into the prerendered sign-in form before it is hydrated is signed in', async ({
  page,
  request,
}) => {
  const person = newPerson('resident');
  await signUpThroughApi(request, person);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/^password/i).fill(person.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // A signed-in person gets the app shell at /home, never a visitor's page first.
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a visitor opening a private route goes to /home, is told why, and returns after sign-in', async ({
  page,
  request,
}) => {
  const person = newPerson('resident');
  await signUpThroughApi(request, person);
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/home\?returnTo=%2Fsubscription$/);
  await expect(page.getByRole('status')).toContainText('Please sign in to open that page');
  await page.getByRole('status').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsubscription$/);
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/^password/i).fill(person.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your maintenance plans' }),
  ).toBeVisible();
});

test('a wrong password is said in the sign-in form and keeps the visitor signed out', async ({
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

/** A calendar day some days from now in this machine's zone, as a date input takes it. */
const daysFromNow = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('a visitor books a free demo on the contact page and sees what happens next', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Book a free demo' });

  await form.getByRole('button', { name: 'Book my free demo' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();

  await form.getByLabel(/your name/i).fill('Dana Demo');
  await form.getByLabel(/^email/i).fill('dana.demo@example.test');
  await form.getByLabel(/company/i).fill('Harbour View Condos');
  await form.getByLabel(/number of properties/i).fill('24');
  await form.getByLabel(/preferred date/i).fill(daysFromNow(10));
  await form.getByLabel(/message/i).fill('Our board meets on Thursdays.');
  await form.getByRole('button', { name: 'Book my free demo' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Your demo request is in' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Thank you, Dana Demo');
  await expect(confirmation).toContainText('dana.demo@example.test');
});

test('a visitor leaves details on the property-management page and adds more', async ({
  page,
  request,
}) => {
  await page.goto('/property-management');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel(/first name/i).fill('Rosa');
  await page.getByLabel(/last name/i).fill('Lead');
  await page.getByLabel(/^email/i).fill('rosa.lead@example.test');
  await page.getByRole('button', { name: 'Send my details' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  // The second step survives a reload: the lead's id and token are kept for this tab.
  await page.reload();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByLabel(/phone/i).fill('(406) 555-0142');
  await page.getByRole('textbox', { name: /company/i }).fill('Maple Street Rentals');
  await page.getByLabel(/number of properties/i).fill('6');
  await page.getByLabel(/message/i).fill('Mostly duplexes.');
  await page.getByRole('button', { name: 'Add these details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Rosa!' })).toBeVisible();

  // The server holds the details: an update with the kept token answers with all of them.
  const kept = JSON.parse(
    (await page.evaluate(() => window.sessionStorage.getItem('homekeep.potentialClient'))) ?? '{}',
  ) as { id: string; token: string };
  const check = await request.put(`${API}/potential-clients/${kept.id}`, {
    headers: { 'X-Potential-Client-Token': kept.token },
    data: { lastName: 'Lead' },
  });
  expect(check.status()).toBe(200);
  expect(((await check.json()) as { data: unknown }).data).toMatchObject({
    firstName: 'Rosa',
    email: 'rosa.lead@example.test',
    interest: 'property-management',
    phone: '+14065550142',
    company: 'Maple Street Rentals',
    propertyCount: 6,
    message: 'Mostly duplexes.',
  });
  const wrongToken = await request.put(`${API}/potential-clients/${kept.id}`, {
    headers: { 'X-Potential-Client-Token': 'guess' },
    data: { lastName: 'Hijacked' },
  });
  expect(wrongToken.status()).toBe(404);
});

test('a visitor continues with Google on /sign-in and lands signed in as a resident', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const person = newPerson('resident');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await answerAtProvider(page, {
    email: person.email,
    givenName: 'Grace',
    familyName: person.lastName,
  });

  await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByText('Good to see you, Grace.')).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/`);
  expect(await cookieValue(context, 'role')).toBe('resident');
  const me = await request.get(`${API}/auth`, {
    headers: { authorization: `Bearer ${await cookieValue(context, 'accessToken')}` },
  });
  expect((await me.json()).data).toMatchObject({
    email: person.email,
    role: 'resident',
    firstName: 'Grace',
    lastName: person.lastName,
  });
});

test('a visitor who cancels at Google is told so and stays signed out', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await answerAtProvider(page, 'cancel');

  await expect(page.getByRole('alert')).toContainText('Sign-in with Google was cancelled.');
  expect(page.url()).toBe(`${baseURL}/sign-in`);
  expect(await cookieValue(context, 'accessToken')).toBeUndefined();
  await expect(page.getByLabel(/email/i)).toBeVisible();
});

test('a person whose email has an account proves its password once to link Google', async ({
  page,
  context,
  request,
}) => {
  const person = newPerson('resident');
  const registered = await signUpThroughApi(request, person);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await answerAtProvider(page, {
    email: person.email,
    givenName: person.firstName,
    familyName: person.lastName,
  });

  await expect(page.getByText(`${person.email} already has an account`)).toBeVisible();
  expect(await cookieValue(context, 'accessToken')).toBeUndefined();
  await page.getByLabel(/^password/i).fill(person.password);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
  const me = await request.get(`${API}/auth`, {
    headers: { authorization: `Bearer ${await cookieValue(context, 'accessToken')}` },
  });
  expect((await me.json()).data.id).toBe(registered.user.id);
});
