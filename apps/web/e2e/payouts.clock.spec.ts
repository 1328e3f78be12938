import { randomUUID } from 'node:crypto';
import {
  apiAs,
  completeVendorProfile,
  expect,
  mailsTo,
  moveClockForward,
  openTestClock,
  residentWithPropertyIn,
  someService,
  test,
} from './fixtures';

// A zip code no other journey uses: the job's offers go to this journey's vendor alone.
const ZIP = '59715';

// Three people, a checkout and two days of product time: room on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a vendor onboards, is paid two days after the resident pays, and sees an operator’s half refund', async ({
  page,
  vendor,
  request,
  browser,
  baseURL,
}) => {
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], [ZIP]);

  // The vendor sets up payouts on the built-in test onboarding page.
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Payout account' });
  await expect(account).toContainText('Payouts are not set up');
  await expect(account).toContainText('The bank account to pay you');
  await account.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/payouts\/test-onboarding$/);
  await page.getByLabel('Legal name of the business').fill(vendor.person.companyName!);
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save and turn on payouts' }).click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(account).toContainText('Payouts are on');
  await expect(account).toContainText('ending in 6789');
  await expect(page.getByText('No earnings yet')).toBeVisible();

  // A resident's job: the offer says what it pays; the vendor takes it and completes it.
  const resident = await residentWithPropertyIn(browser, request, baseURL!, ZIP);
  const title = `Gutter clean ${randomUUID().slice(0, 6)}`;
  const job = await apiAs<{ id: string; order: { id: string }; payment: { priceCents: number } }>(
    request,
    resident.session.accessToken,
    'POST',
    '/maintenance-requests',
    { propertyId: resident.propertyId, serviceId: service.id, title, description: 'Leaves.' },
  );
  const price = job.payment.priceCents;
  const fee = Math.round(price * 0.15);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  await page.goto('/orders');
  const offer = page.getByRole('article', { name: title });
  await expect(offer.getByText(`Pays you ${dollars(price - fee)}`)).toBeVisible();
  await expect(
    offer.getByText(`${dollars(price)} price − ${dollars(fee)} platform fee`),
  ).toBeVisible();
  await offer.getByRole('button', { name: 'Accept job' }).click();
  await expect(page.getByText(`You accepted "${title}". It is under My jobs.`)).toBeVisible();
  for (const status of ['en_route', 'in_progress', 'completed']) {
    await apiAs(
      request,
      vendor.accessToken,
      'PUT',
      `/vendor-orders/update-status/${job.order.id}`,
      {
        status,
      },
    );
  }

  // The resident pays the bill by card.
  const home = resident.page;
  await home.goto('/maintenance-request');
  await home.getByRole('button', { name: new RegExp(title) }).click();
  const bill = home.getByRole('dialog', { name: 'Request details' }).getByRole('region', {
    name: 'Payment due',
  });
  await bill.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(home.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await home.getByLabel('Name on card').fill(resident.person.firstName);
  await home.getByLabel('Card number').fill('4242 4242 4242 4242');
  await home.getByLabel(/Expiry/).pressSequentially('1230');
  await home.getByLabel(/Security code/).fill('123');
  await home.getByRole('button', { name: /^Pay / }).click();
  await expect(home.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.goto('/earnings');
  const line = page.getByRole('listitem', { name: title });
  await expect(line).toContainText('Pending');
  await expect(line).toContainText(dollars(price - fee));

  // Two days later by the test clock, the daily payout has paid it and mailed a statement.
  const operations = await browser.newContext();
  const desk = await operations.newPage();
  await openTestClock(desk);
  await moveClockForward(desk, 2);
  await page.reload();
  await expect(line).toContainText('Paid');
  await expect(line).toContainText(/Paid on /);
  await mailsTo(request, vendor.person.email, `Payout sent: ${dollars(price - fee)} for ${title}`);

  // The operator refunds half of the payment from the console, after confirming.
  const half = Math.floor(price / 2);
  await desk
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Payments' })
    .click();
  const row = desk.getByRole('row').filter({ hasText: resident.person.email });
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Refund this payment' });
  await dialog.getByLabel(/Amount to refund/).fill((half / 100).toFixed(2));
  await dialog.getByLabel('Reason').fill('Half the gutters were left undone');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await dialog.getByRole('button', { name: `Refund ${dollars(half)}` }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Partly refunded');

  // Both see it: the vendor's line and mail, the resident's notice and mail.
  const reversed = Math.round(((price - fee) * half) / price);
  await page.reload();
  await expect(line).toContainText(`${dollars(reversed)} refunded`);
  await mailsTo(request, vendor.person.email, `A refund changed what "${title}" pays you`);
  await home.goto('/dashboard/notifications');
  await expect(home.getByRole('button', { name: /Refund on its way/ })).toBeVisible();
  // The payment's line names the service and the job: "Refund of $74.50: Gutter cleaning: …".
  const refundMail = new RegExp(`^Refund of \\${dollars(half)}: .*${title}$`);
  await mailsTo(request, resident.person.email, refundMail);
  await operations.close();
  await resident.context.close();
});
