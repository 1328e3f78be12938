import { randomBytes, randomUUID } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { providerLogin } from './identity-provider';
import type { CaughtMail } from './mail-catcher';

export type Role = 'resident' | 'vendor';

interface Person {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName?: string;
}

export interface Session {
  accessToken: string;
  user: { id: string; email: string; role: Role };
}

export const API = '/api/v1';

/** A person nobody has registered yet: a unique email on every call. */
export function newPerson(role: Role): Person {
  const id = randomUUID().slice(0, 8);
  return {
    role,
    email: `e2e-${role}-${id}@example.test`,
    password: `Pass-${id}-word`,
    firstName: role === 'resident' ? 'Rosa' : 'Victor',
    lastName: `Test${id}`,
    ...(role === 'vendor' ? { companyName: `Fixit ${id}` } : {}),
  };
}

/** Registers a person through the API (not the UI) and returns the session. */
export async function signUpThroughApi(
  request: APIRequestContext,
  person: Person,
): Promise<Session> {
  const res = await request.post(`${API}/auth/sign-up`, {
    headers: { 'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}` },
    data: {
      role: person.role,
      email: person.email,
      password: person.password,
      firstName: person.firstName,
      lastName: person.lastName,
      ...(person.companyName ? { companyName: person.companyName } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Session }).data;
}

/** Puts a session into the browser the way the web app keeps it: two cookies on path /. */
export async function putSession(
  context: BrowserContext,
  baseURL: string,
  accessToken: string,
  role: Role,
) {
  const url = new URL(baseURL);
  await context.addCookies(
    [
      { name: 'accessToken', value: accessToken },
      { name: 'role', value: role },
    ].map((c) => ({ ...c, domain: url.hostname, path: '/' })),
  );
}

export async function cookieValue(
  context: BrowserContext,
  name: string,
): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === name)?.value || undefined;
}

/** Fills the sign-up form of a role and submits it. */
export async function fillSignUpForm(page: Page, person: Person) {
  await page.getByLabel(/first name/i).fill(person.firstName);
  await page.getByLabel(/last name/i).fill(person.lastName);
  if (person.companyName) await page.getByLabel(/company name/i).fill(person.companyName);
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/^password/i).fill(person.password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs in through the sign-in screen. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  // A sign-in is slow on purpose (argon2id): what the test checks next starts once it answered,
  // so a busy machine's wait counts against the test's time, not against one expectation's.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/auth/sign-in'),
  );
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await answered;
}

interface People {
  /** A resident registered through the API and signed in in this test's browser context. */
  resident: Session & { person: Person };
  /** A vendor registered through the API and signed in in this test's browser context. */
  vendor: Session & { person: Person };
}

export const test = base.extend<People>({
  // The cookie notice is answered up front so that it never covers what a test clicks.
  context: async ({ context, baseURL }, provide) => {
    const { hostname } = new URL(baseURL!);
    await context.addCookies([
      { name: 'cookiesConsent', value: 'accepted', domain: hostname, path: '/' },
    ]);
    await provide(context);
  },
  resident: async ({ request, context, baseURL }, provide) => {
    const person = newPerson('resident');
    const session = await signUpThroughApi(request, person);
    await putSession(context, baseURL!, session.accessToken, 'resident');
    await provide({ ...session, person });
  },
  vendor: async ({ request, context, baseURL }, provide) => {
    const person = newPerson('vendor');
    const session = await signUpThroughApi(request, person);
    await putSession(context, baseURL!, session.accessToken, 'vendor');
    await provide({ ...session, person });
  },
});

export { expect };

/** The input of a labelled field (a select's listbox carries the same label). */
export const inputLabelled = (page: Page, label: string | RegExp) =>
  page.locator('input').and(page.getByLabel(label));

/** Opens a select by its label and picks an option. */
export async function pickOption(page: Page, label: string | RegExp, option: string | RegExp) {
  await inputLabelled(page, label).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Signs in on the identity provider's own pages, as the person it should say is there, and
 * consents; or cancels there.
 */
export async function answerAtProvider(
  page: Page,
  answer: { email: string; givenName: string; familyName: string } | 'cancel',
) {
  await expect(page.getByRole('button', { name: 'Sign-in' })).toBeVisible();
  if (answer === 'cancel') {
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    return;
  }
  await page.getByPlaceholder('Enter any login').fill(providerLogin(answer));
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Calls the API as a signed-in person and answers the `data` of a 2xx reply. */
export async function apiAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${API}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Completes a vendor's company profile through the API: it offers `serviceIds` in `zipCodes`. */
export async function completeVendorProfile(
  request: APIRequestContext,
  vendor: Session & { person: Person },
  serviceIds: string[],
  zipCodes: string[],
) {
  const first = async (list: string) =>
    ((await (await request.get(`${API}/${list}?limit=1`)).json()) as { data: { id: number }[] })
      .data[0]!.id;
  const profile = await apiAs<{ id: string }>(
    request,
    vendor.accessToken,
    'GET',
    '/vendors/profile',
  );
  await apiAs(request, vendor.accessToken, 'PUT', `/vendors/profile/${profile.id}`, {
    companyName: vendor.person.companyName,
    vendorTypeId: await first('vendor-types'),
    companyTypeId: await first('company-types'),
    licenseTypeId: await first('license-types'),
    licenseNumber: 'LIC-2044',
    serviceIds,
    zipCodes,
  });
}

/**
 * Through the API: a new vendor who offers a service in `zipCode`, and the resident's request for
 * it at a property there, which is offered to that vendor.
 */
export async function requestOfferedToAVendor(
  request: APIRequestContext,
  residentToken: string,
  zipCode: string,
  ask: { title: string; description: string },
) {
  const service = await someService(request);
  const person = newPerson('vendor');
  const vendor = { ...(await signUpThroughApi(request, person)), person };
  await completeVendorProfile(request, vendor, [service.id], [zipCode]);
  const place = await placeOfZip(request, zipCode);
  const property = await apiAs<{ id: string }>(request, residentToken, 'POST', '/properties', {
    name: 'Creek house',
    addressLine1: '3 Mill Road',
    ...place,
    zipCode,
  });
  const job = await apiAs<{ id: string; order: { id: string } }>(
    request,
    residentToken,
    'POST',
    '/maintenance-requests',
    { propertyId: property.id, serviceId: service.id, ...ask },
  );
  return { vendor, job };
}

/** The vendor takes the order and walks it to completed through the API. */
export async function acceptAndComplete(
  request: APIRequestContext,
  vendorToken: string,
  orderId: string,
) {
  await apiAs(request, vendorToken, 'POST', '/vendor-orders/accept', { orderId });
  for (const status of ['en_route', 'in_progress', 'completed'])
    await apiAs(request, vendorToken, 'PUT', `/vendor-orders/update-status/${orderId}`, {
      status,
    });
}

/** The city and state the place data gives a zip code ("59801 — Missoula, MT"). */
export async function placeOfZip(request: APIRequestContext, zipCode: string) {
  const res = await request.get(`${API}/zip-codes?global=${zipCode.slice(0, 5)}&limit=1`);
  const [zip] = ((await res.json()) as { data: { name: string }[] }).data;
  const where = zip!.name.split(' — ')[1]!;
  const [city, state] = where.includes(',') ? where.split(', ') : ['Springfield', where];
  return { city: city!, state: state! };
}

/** A resident (with one property at `zipCode`) signed in through the API in a new browser context. */
export async function residentWithPropertyIn(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  zipCode: string,
) {
  const person = newPerson('resident');
  const session = await signUpThroughApi(request, person);
  const place = await placeOfZip(request, zipCode);
  const property = await apiAs<{ id: string }>(
    request,
    session.accessToken,
    'POST',
    '/properties',
    {
      name: 'Hillside cottage',
      addressLine1: '7 Quarry Lane',
      ...place,
      zipCode,
    },
  );
  const context = await browser.newContext();
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: 'cookiesConsent', value: 'accepted', domain: hostname, path: '/' },
  ]);
  await putSession(context, baseURL, session.accessToken, 'resident');
  return { session, person, propertyId: property.id, context, page: await context.newPage() };
}

/** A service of the catalogue, for requests. */
export async function someService(request: APIRequestContext) {
  const res = await request.get(`${API}/services?limit=1`);
  return ((await res.json()) as { data: { id: string; name: string }[] }).data[0]!;
}

/**
 * The operator the end-to-end run makes from the command line (`npm run create-admin`'s
 * script) before the product starts: see playwright.config.ts.
 */
export const E2E_ADMIN = {
  email: 'e2e-operator@example.test',
  password: 'operator password 1',
  firstName: 'Ada',
  lastName: 'Operator',
};

/**
 * The mails the product sent to `address` whose subject matches `subject`, read from the
 * end-to-end mail catcher (playwright.config.ts) once at least `count` have arrived.
 */
export async function mailsTo(
  request: APIRequestContext,
  address: string,
  subject: string | RegExp,
  count = 1,
): Promise<CaughtMail[]> {
  const reader = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/mails`;
  const matches = (mail: CaughtMail) =>
    typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`${reader}?to=${encodeURIComponent(address)}`);
        found = ((await res.json()) as { data: CaughtMail[] }).data.filter(matches);
        return found.length;
      },
      // Generous: the outbox is sent after the request is answered, and retried by the queue.
      { message: `mail "${String(subject)}" to ${address}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The first link of a mail's text part to `path` of the product. */
export function linkIn(mail: CaughtMail, path: string) {
  const link = mail.text.match(new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`))?.[0];
  if (!link) throw new Error(`no link to ${path} in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The operator signs in and opens the Test clock screen of the console. */
export async function openTestClock(page: Page) {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Test clock' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test clock' })).toBeVisible();
}

/** The operator moves the product's clock forward by `days` on the Test clock screen. */
export async function moveClockForward(page: Page, days: number) {
  await page.getByLabel('Custom amount').fill(String(days));
  await page.getByLabel('Unit').selectOption('days');
  await page.getByRole('button', { name: 'Move forward', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(
    `Moved ${days} days ahead.`,
    { timeout: 30_000 },
  );
}
