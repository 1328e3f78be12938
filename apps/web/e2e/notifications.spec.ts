import {
  apiAs,
  completeVendorProfile,
  expect,
  mailsTo,
  newPerson,
  placeOfZip,
  signUpThroughApi,
  someService,
  test,
} from './fixtures';

test("a resident's bell shows the vendor's accept live, and the notification opens the job", async ({
  page,
  request,
  resident,
}) => {
  const zipCode = '59003';
  const service = await someService(request);
  const vendorPerson = newPerson('vendor');
  const vendor = { ...(await signUpThroughApi(request, vendorPerson)), person: vendorPerson };
  await completeVendorProfile(request, vendor, [service.id], [zipCode]);
  const property = await apiAs<{ id: string }>(
    request,
    resident.accessToken,
    'POST',
    '/properties',
    {
      name: 'Creek house',
      addressLine1: '3 Mill Road',
      ...(await placeOfZip(request, zipCode)),
      zipCode,
    },
  );
  const title = `Gutter clean ${Date.now()}`;
  const created = await apiAs<{ order: { id: string } }>(
    request,
    resident.accessToken,
    'POST',
    '/maintenance-requests',
    { propertyId: property.id, serviceId: service.id, title, description: 'Leaves everywhere.' },
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
  await expect(detail.getByText(`Vendor: ${vendorPerson.companyName}`)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The resident hears of it by mail too.
  await mailsTo(request, resident.person.email, `A pro accepted your job: ${title}`);
});
