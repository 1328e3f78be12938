import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiAs,
  completeVendorProfile,
  expect,
  mailsTo,
  moveClockForward,
  newPerson,
  openTestClock,
  residentWithPropertyIn,
  signUpThroughApi,
  someService,
  test,
} from './fixtures';

// Four people, a checkout and a month of product time: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Two zip codes of one city, used by no other journey: the job's, and a neighbour's.
const JOB_ZIP = '59401';
const NEIGHBOUR_ZIP = '59405';

const RENEWS = '4242 4242 4242 4242';
const DECLINED_ON_RENEWAL = '4000 0000 0000 0341';

/** The resident picks the Essential plan on the dashboard and pays it with `card`. */
async function payEssentialPlan(page: Page, name: string, card: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Choose Essential' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel(/Expiry/).pressSequentially('1230');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

test('a month in a minute: the paid plan renews, a plan visit arrives, an ignored job is offered across the city, and the mail arrives', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const service = await someService(request);
  const vendorIn = async (zipCode: string) => {
    const person = newPerson('vendor');
    const vendor = { ...(await signUpThroughApi(request, person)), person };
    await completeVendorProfile(request, vendor, [service.id], [zipCode]);
    return vendor;
  };
  // A vendor at the job's zip code who never answers, and one elsewhere in the city.
  await vendorIn(JOB_ZIP);
  const neighbour = await vendorIn(NEIGHBOUR_ZIP);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, JOB_ZIP);
  const title = `Porch light ${randomUUID().slice(0, 6)}`;
  await apiAs(request, resident.session.accessToken, 'POST', '/maintenance-requests', {
    propertyId: resident.propertyId,
    serviceId: service.id,
    title,
    description: 'The porch light flickers.',
  });
  const home = resident.page;
  await payEssentialPlan(home, `${resident.person.firstName} ${resident.person.lastName}`, RENEWS);

  // A month later by a test clock's reckoning: 31 days pass any month's end once.
  await openTestClock(page);
  await moveClockForward(page, 31);

  await home.goto('/payments');
  const paid = home.getByRole('listitem').filter({ hasText: 'Essential' });
  await expect(paid).toHaveCount(2);
  await expect(paid.filter({ hasText: 'Paid' })).toHaveCount(2);

  await home.goto('/maintenance-request');
  const job = home.getByRole('button', { name: new RegExp(title) });
  await expect(job).toContainText('Round 2 of 3');
  await expect(home.getByRole('button', { name: /Essential plan visit/ })).toContainText(
    'Plan visit',
  );

  await home.goto('/dashboard/notifications');
  await expect(home.getByRole('button', { name: /: your plan renewed/ })).toBeVisible();
  await expect(home.getByRole('button', { name: /Your job is offered more widely/ })).toBeVisible();

  // And every mail of the month arrived in the catcher.
  const receipt = /^Your Homekeep receipt: \$49\.00 for /;
  await mailsTo(request, resident.person.email, receipt, 2);
  await mailsTo(request, neighbour.person.email, `New job near you: ${service.name}`);
  await resident.context.close();
});

test('a renewal the card declines goes past due with Pay now, and ends unpaid after seven days', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const resident = await residentWithPropertyIn(browser, request, baseURL!, '59403');
  const home = resident.page;
  const name = `${resident.person.firstName} ${resident.person.lastName}`;
  await payEssentialPlan(home, name, DECLINED_ON_RENEWAL);

  await openTestClock(page);
  await moveClockForward(page, 31);
  await home.goto('/subscription');
  const card = home.getByRole('article', { name: 'Hillside cottage' });
  await expect(card.getByText('Past due', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeVisible();
  const failed = /^Your payment of \$49\.00 did not go through$/;
  await mailsTo(request, resident.person.email, failed);

  // Retried on days 1, 3 and 5, and still declined: after seven days unpaid, the plan ends.
  await moveClockForward(page, 8);
  await home.goto('/');
  await expect(
    home.getByRole('article', { name: 'Hillside cottage' }).getByText('No plan', { exact: true }),
  ).toBeVisible();
  await home.goto('/dashboard/notifications');
  await expect(home.getByRole('button', { name: /: a payment failed/ }).first()).toBeVisible();
  await resident.context.close();
});
