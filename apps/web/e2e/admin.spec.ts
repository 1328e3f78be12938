import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  API,
  apiAs,
  completeVendorProfile,
  E2E_ADMIN,
  expect,
  newPerson,
  putSession,
  residentWithPropertyIn,
  signInThroughUi,
  signUpThroughApi,
  test,
} from './fixtures';

// Each journey here has two or three people on screen at once; give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The operator made from the command line signs in and lands on the console. */
async function signInAsOperator(page: Page) {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('an operator adds a service that a resident then finds', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a service' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the name')).toBeVisible();

  const name = `Attic insulation check ${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Description/).fill('Measures the attic insulation and seals the gaps.');
  await dialog.getByLabel(/^Price/).fill('189');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search services').fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$189.00');

  const resident = await residentWithPropertyIn(browser, request, baseURL!, '59901');
  await resident.page.goto('/home-services');
  await resident.page.getByLabel('Search home services').fill(name);
  await resident.page.getByRole('link', { name, exact: true }).click();
  await expect(resident.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(resident.page.getByText('$189.00')).toBeVisible();
  await resident.context.close();
});

test('an operator suspends a vendor, who then stops receiving offers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const zipCode = '59801';
  const service = (await (await request.get(`${API}/services?global=chimney&limit=1`)).json())
    .data[0] as { id: string };
  const person = newPerson('vendor');
  const vendor = { ...(await signUpThroughApi(request, person)), person };
  await completeVendorProfile(request, vendor, [service.id], [zipCode]);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, zipCode);
  const ask = () =>
    apiAs<{ order: { id: string } }>(
      request,
      resident.session.accessToken,
      'POST',
      '/maintenance-requests',
      {
        propertyId: resident.propertyId,
        serviceId: service.id,
        description: 'The flue smells of smoke.',
      },
    );
  const offered = async () =>
    (await apiAs<unknown[]>(request, vendor.accessToken, 'GET', '/vendor-orders?status=pending'))
      .length;
  await ask();
  expect(await offered()).toBe(1);

  await signInAsOperator(page);
  await page.goto('/admin/vendors');
  await page.getByLabel('Search company, contact or email').fill(person.companyName!);
  const row = page.getByRole('row').filter({ hasText: person.companyName! });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${person.companyName}?` });
  await dialog.getByLabel(/Reason/).fill('Insurance certificate lapsed');
  await dialog.getByRole('button', { name: 'Suspend vendor' }).click();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('Insurance certificate lapsed');

  await ask();
  expect(await offered()).toBe(0);
  const vendorContext = await browser.newContext();
  await vendorContext.addCookies([
    { name: 'cookiesConsent', value: 'accepted', domain: new URL(baseURL!).hostname, path: '/' },
  ]);
  await putSession(vendorContext, baseURL!, vendor.accessToken, 'vendor');
  const vendorPage = await vendorContext.newPage();
  await vendorPage.goto('/profile-setup');
  await expect(vendorPage.getByRole('alert')).toContainText('Your account is suspended');
  await expect(vendorPage.getByRole('alert')).toContainText('Insurance certificate lapsed');
  await vendorContext.close();
  await resident.context.close();
});

test('an operator reads a demo request sent from the contact page', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = `Harbour View ${randomUUID().slice(0, 6)}`;
  const visitor = await browser.newContext();
  await visitor.addCookies([
    { name: 'cookiesConsent', value: 'accepted', domain: new URL(baseURL!).hostname, path: '/' },
  ]);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/contact-us');
  const form = visitorPage.getByRole('form', { name: 'Book a free demo' });
  await form.getByLabel(/your name/i).fill('Dana Demo');
  await form.getByLabel(/^email/i).fill('dana.demo@example.test');
  await form.getByLabel(/company/i).fill(company);
  await form.getByLabel(/message/i).fill('Our board meets on Thursdays.');
  await form.getByRole('button', { name: 'Book my free demo' }).click();
  await expect(
    visitorPage.getByRole('status').filter({ hasText: 'Your demo request is in' }),
  ).toBeVisible();
  await visitor.close();

  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Leads' })
    .click();
  await page.getByLabel('Search name, email, company or message').fill(company);
  await expect(page).toHaveURL(
    new RegExp(`global=${encodeURIComponent(company).replace(/%20/g, '(\\+|%20)')}`),
  );
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  const lead = page.getByRole('dialog', { name: 'Dana Demo' });
  await expect(lead).toContainText('Our board meets on Thursdays.');
  await expect(lead).toContainText(company);
  // The open lead is in the address: a reload (or a link passed on) opens it again.
  await expect(page).toHaveURL(/[?&]open=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Dana Demo' })).toContainText(company);
});
