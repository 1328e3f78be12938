import { seriousFindings } from './axe';
import {
  apiAs,
  completeVendorProfile,
  expect,
  residentWithPropertyIn,
  someService,
  test,
} from './fixtures';

const BROKEN_PART = {
  name: 'broken-part.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('resident and vendor talk about a job live, with a photo and read receipts', async ({
  browser,
  baseURL,
  page: vendorPage,
  request,
  vendor,
}) => {
  const zipCode = '59301';
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], [zipCode]);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, zipCode);
  const title = `Leaking tap ${Date.now()}`;
  const created = await apiAs<{ id: string }>(
    request,
    resident.session.accessToken,
    'POST',
    '/maintenance-requests',
    {
      propertyId: resident.propertyId,
      serviceId: service.id,
      title,
      description: 'The kitchen tap drips.',
    },
  );

  // The vendor takes the job on the orders screen.
  await vendorPage.goto('/orders');
  const offer = vendorPage.getByRole('article', { name: title });
  await offer.getByRole('button', { name: 'Accept job' }).click();
  const job = vendorPage.getByRole('article', { name: title });
  const messagesButton = job.getByRole('button', { name: /^Messages\b.*with the resident$/ });
  await expect(messagesButton).toHaveAccessibleName('Messages with the resident');

  // The resident writes from the request's details, with a photo.
  const residentPage = resident.page;
  await residentPage.goto(`/maintenance-request?id=${created.id}`);
  const details = residentPage.getByRole('dialog', { name: 'Request details' });
  await expect(
    details.getByRole('heading', { name: `Messages with ${vendor.person.companyName}` }),
  ).toBeVisible();
  await details.getByLabel('Attach photos').setInputFiles(BROKEN_PART);
  await expect(details.getByRole('img', { name: 'Photo 1 to send' })).toBeVisible();
  await details.getByRole('textbox', { name: 'Message' }).fill('The gate code is 4411.');
  await details.getByRole('button', { name: 'Send' }).click();
  const sent = details.getByRole('listitem').filter({ hasText: 'The gate code is 4411.' });
  await expect(sent).toContainText('Sent, not read yet');
  await expect(details.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // Live on the vendor's screen: the count beside the job and in the navigation.
  await expect(messagesButton).toHaveAccessibleName('Messages, 1 unread, with the resident', {
    timeout: 10_000,
  });
  // Its name starts with what it shows ("Messages 1"), for people who speak to their screen.
  expect(await seriousFindings(vendorPage)).toEqual([]);
  const ordersLink = vendorPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Orders/ });
  await expect(ordersLink).toContainText('1');

  await messagesButton.click();
  const thread = vendorPage.getByRole('dialog', { name: 'Conversation' });
  const received = thread.getByRole('listitem').filter({ hasText: 'The gate code is 4411.' });
  await expect(received).toBeVisible();
  await expect(received.getByRole('img', { name: 'broken-part.png' })).toBeVisible();
  expect(await seriousFindings(vendorPage)).toEqual([]);
  await thread.getByRole('textbox', { name: 'Message' }).fill('Thanks, running ten minutes late.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'Thanks, running ten minutes late.' }),
  ).toBeVisible();

  // The resident sees the answer arrive, and that the vendor read theirs.
  await expect(
    details.getByRole('listitem').filter({ hasText: 'Thanks, running ten minutes late.' }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(sent).toContainText(/Read /);
  await expect(messagesButton).toHaveAccessibleName('Messages with the resident');
  expect(await seriousFindings(residentPage)).toEqual([]);

  // On a phone whose keyboard leaves a short viewport, the composer stays in sight.
  await residentPage.setViewportSize({ width: 390, height: 420 });
  await details.getByRole('textbox', { name: 'Message' }).focus();
  await expect(details.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await expect(details.getByRole('button', { name: 'Send' })).toBeInViewport();
  await resident.context.close();
});
