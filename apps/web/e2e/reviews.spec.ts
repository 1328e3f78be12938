import {
  acceptAndComplete,
  apiAs,
  completeVendorProfile,
  expect,
  residentWithPropertyIn,
  someService,
  test,
} from './fixtures';
import { shoot } from './screenshots';

test('a job completes, both sides review it, and the reviews appear together with the vendor’s rating', async ({
  page,
  vendor,
  request,
  browser,
  baseURL,
}) => {
  // Two people, two browsers: more than the default budget on a busy machine.
  test.slow();
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], ['59715']);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, '59715');
  const title = `Porch light ${Date.now()}`;
  const job = await apiAs<{ id: string; order: { id: string } }>(
    request,
    resident.session.accessToken,
    'POST',
    '/maintenance-requests',
    {
      propertyId: resident.propertyId,
      serviceId: service.id,
      title,
      description: 'The porch light flickers.',
    },
  );
  const orderId = job.order.id;
  await acceptAndComplete(request, vendor.accessToken, orderId);

  // The resident rates the vendor with the keyboard: the stars are one radio group.
  const home = resident.page;
  await home.goto(`/maintenance-request?id=${job.id}`);
  const detail = home.getByRole('dialog', { name: 'Request details' });
  const form = detail.getByRole('form', { name: 'Review the vendor' });
  const stars = form.getByRole('group', { name: 'Your rating' });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await stars.getByRole('radio', { name: /^1 star/ }).focus();
  for (let step = 0; step < 3; step++) await home.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
  await form.getByLabel('Comment (optional)').fill('Quick and tidy.');
  await form.getByRole('button', { name: 'Send review' }).press('Enter');
  // Blind until the vendor has written theirs; the keyboard stays where the form was.
  await expect(detail.getByText(/Your review is shown together with the vendor’s/)).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Reviews' })).toBeFocused();
  await shoot(home, 'reviews-resident-waiting');
  await expect(detail.getByRole('article', { name: 'The vendor’s review' })).toHaveCount(0);

  // The vendor does not see it yet, writes theirs, and then sees both, and answers.
  await page.goto(`/orders?tab=completed&order=${orderId}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Quick and tidy.')).toHaveCount(0);
  const vendorForm = card.getByRole('form', { name: 'Review the resident' });
  await vendorForm.getByRole('radio', { name: /^5 stars/ }).check();
  await vendorForm.getByLabel('Comment (optional)').fill('Clear directions, easy to work with.');
  await vendorForm.getByRole('button', { name: 'Send review' }).click();
  const theirs = card.getByRole('article', { name: 'The resident’s review' });
  await expect(theirs.getByText('Quick and tidy.')).toBeVisible();
  await expect(card.getByRole('article', { name: 'Your review of the resident' })).toBeVisible();
  await card.getByLabel('Public reply (once)').fill('Thank you, see you next time.');
  await card.getByRole('button', { name: 'Publish reply' }).click();
  await expect(theirs.getByText('Thank you, see you next time.')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Reviews' })).toBeFocused();
  await shoot(page, 'reviews-vendor-replied');

  // The resident sees the pair together, the reply, and the vendor's average.
  await home.reload();
  await expect(
    detail
      .getByRole('article', { name: 'The vendor’s review' })
      .getByText('Clear directions, easy to work with.'),
  ).toBeVisible();
  await expect(
    detail
      .getByRole('article', { name: 'Your review of the vendor' })
      .getByText('Thank you, see you next time.'),
  ).toBeVisible();
  await expect(detail.getByText(/4\.0\s*out of 5 · 1 review/)).toBeVisible();

  // The vendor's own profile shows the same rating.
  await page.goto('/profile-setup');
  const mine = page.getByRole('region', { name: 'Your reviews' });
  await expect(mine.getByText(/4\.0\s*out of 5 · 1 review/)).toBeVisible();
  await expect(mine.getByText('Quick and tidy.')).toBeVisible();
  await resident.context.close();
});
