import { randomUUID } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  PROVIDER_ANSWER_COOKIE,
  PROVIDER_IDENTITY_COOKIE,
  type ProviderIdentity,
} from './identity-provider';

export type Role = 'resident' | 'vendor';

export interface Person {
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
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs in through the sign-in screen. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
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
 * Tells the stand-in identity provider (e2e/identity-provider.ts) how to answer this browser's
 * next sign-in there: as a new person it returns, or with access_denied.
 */
export async function answerAtProvider(
  context: BrowserContext,
  answer: { identity: ProviderIdentity } | 'deny',
) {
  const cookie =
    answer === 'deny'
      ? { name: PROVIDER_ANSWER_COOKIE, value: 'deny' }
      : {
          name: PROVIDER_IDENTITY_COOKIE,
          value: encodeURIComponent(JSON.stringify(answer.identity)),
        };
  // Cookies ignore ports: the provider on its own port of 127.0.0.1 receives it.
  await context.addCookies([{ ...cookie, domain: '127.0.0.1', path: '/' }]);
}
