import {
  E2E_ADMIN,
  expect,
  fillSignUpForm,
  linkIn,
  mailsTo,
  newPerson,
  signInThroughUi,
  signUpThroughApi,
  test,
} from './fixtures';

test('a resident who forgot the password gets a link by mail, sets a new one and signs in', async ({
  page,
  request,
}) => {
  const person = newPerson('resident');
  await signUpThroughApi(request, person);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Mail me a link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${person.email}`);

  // The mail really went out over SMTP, to the catcher the end-to-end run starts.
  const [mail] = await mailsTo(request, person.email, 'Reset your Homekeep password');
  const link = linkIn(mail!, '/reset-password');
  await page.goto(link);
  const newPassword = `New-${person.password}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is set');

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInThroughUi(page, person.email, person.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughUi(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Good to see you, ${person.firstName}.`)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(`Again-${newPassword}`);
  await page.getByLabel('Repeat the new password').fill(`Again-${newPassword}`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link does not work');
});

test('a new resident confirms the email address from the mail sent at sign-up', async ({
  page,
  request,
}) => {
  const person = newPerson('resident');
  await page.goto('/sign-up/resident');
  await fillSignUpForm(page, person);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByText('Please confirm your email address')).toBeVisible();

  const [mail] = await mailsTo(request, person.email, 'Confirm your email address for Homekeep');
  await page.goto(linkIn(mail!, '/verify-email'));
  await expect(page.getByRole('status')).toContainText('Thank you: your address is confirmed.');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
});

test('an operator hands a one-time link to someone mail does not reach', async ({
  page,
  browser,
  request,
}) => {
  const person = newPerson('vendor');
  await signUpThroughApi(request, person);

  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  await page.getByLabel('Search name or email').fill(person.email);
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Email not confirmed');
  await row.getByRole('button', { name: 'One-time link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create link' }).click();
  const shown = page.getByRole('dialog', { name: /^One-time link for/ });
  const link = await shown.getByRole('textbox', { name: 'One-time link' }).inputValue();
  expect(link).toMatch(/\/reset-password\?token=/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(link)).toHaveCount(0);

  const theirs = await browser.newContext();
  const phone = await theirs.newPage();
  await phone.goto(new URL(link).pathname + new URL(link).search);
  const newPassword = `Phoned-${person.password}`;
  await phone.getByLabel('New password', { exact: true }).fill(newPassword);
  await phone.getByLabel('Repeat the new password').fill(newPassword);
  await phone.getByRole('button', { name: 'Set new password' }).click();
  await expect(phone.getByRole('status')).toContainText('Your new password is set');
  await signInThroughUi(phone, person.email, newPassword);
  await expect(phone).toHaveURL(/\/$/);
  await theirs.close();

  await page.reload();
  await page.getByLabel('Search name or email').fill(person.email);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Email not confirmed');
});
