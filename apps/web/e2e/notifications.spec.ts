import { apiAs, expect, mailsTo, requestOfferedToAVendor, test } from './fixtures';

test("a resident's bell shows the vendor's accept live, and the notification opens the job", async ({
  page,
  request,
  resident,
}) => {
  const title = `Gutter clean ${Date.now()}`;
  const { vendor, job: created } = await requestOfferedToAVendor(
    request,
    resident.accessToken,
    '59003',
    { title, description: 'Leaves everywhere.' },
  );

  await page.goto('/dashboard');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await apiAs(request, vendor.accessToken, 'POST', '/vendor-orders/accept', {
    orderId: created.order.id,
  });
  // Live: well within the 20-second polling that stands behind the stream.
  await expect(bell).toHaveAccessibleName(/^Notifications\s*1 unseen$/, { timeout: 10_000 });

  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await page.getByRole('button', { name: /Your job was accepted/ }).click();
  await expect(page).toHaveURL(/\/maintenance-request\?id=/);
  const detail = page.getByRole('dialog', { name: 'Request details' });
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByText(`Vendor: ${vendor.person.companyName}`)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The resident hears of it by mail too.
  await mailsTo(request, resident.person.email, `A pro accepted your job: ${title}`);
});
