import { seriousFindings } from './axe';
import {
  API,
  apiAs,
  completeVendorProfile,
  E2E_ADMIN,
  expect,
  linkIn,
  mailsTo,
  someService,
  test,
} from './fixtures';

test('a suspended vendor reads why on Orders, and by mail, and where to turn', async ({
  page,
  vendor,
  request,
}) => {
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], ['59801']);
  const signedIn = await request.post(`${API}/auth/sign-in`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const operator = ((await signedIn.json()) as { data: { accessToken: string } }).data;
  await apiAs(request, operator.accessToken, 'POST', `/admin/vendors/${vendor.user.id}/suspend`, {
    reason: 'Insurance certificate lapsed',
  });

  await page.goto('/orders');
  const alert = page.getByRole('alert').filter({ hasText: 'Your account is suspended' });
  await expect(alert).toContainText('for this reason: Insurance certificate lapsed');
  await expect(page.getByText('No jobs while your account is suspended')).toBeVisible();
  expect(await seriousFindings(page), '/orders of a suspended vendor').toEqual([]);

  const [mail] = await mailsTo(request, vendor.person.email, 'Your account is suspended');
  expect(mail!.text).toContain('Insurance certificate lapsed');
  expect(linkIn(mail!, '/contact-us')).toMatch(/\/contact-us$/);
  await alert.getByRole('link', { name: 'contact support' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});
