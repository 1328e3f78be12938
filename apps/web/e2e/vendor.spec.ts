import {
  apiAs,
  completeVendorProfile,
  cookieValue,
  expect,
  fillSignUpForm,
  inputLabelled,
  newPerson,
  pickOption,
  residentWithPropertyIn,
  signUpThroughApi,
  someService,
  test,
} from './fixtures';

test('a visitor registers as a vendor and lands on profile setup', async ({ page, context }) => {
  const person = newPerson('vendor');
  await page.goto('/sign-up/vendor');
  await fillSignUpForm(page, person);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Profile setup' })).toBeVisible();
  expect(await cookieValue(context, 'role')).toBe('vendor');
});

test('a vendor opening a resident route goes to /home', async ({ page, vendor }) => {
  expect(vendor.user.role).toBe('vendor');
  await page.goto('/maintenance-request');
  await expect(page).toHaveURL(/\/home$/);
});

test('a vendor reaches its own screens', async ({ page, vendor }) => {
  expect(vendor.user.role).toBe('vendor');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('a new vendor completes the company profile and sees it is complete', async ({
  page,
  vendor,
}) => {
  // Several server searches and a reload: more than the default budget on a busy machine.
  test.slow();
  await page.goto('/profile-setup');
  await expect(page.getByText('Your profile is not complete yet')).toBeVisible();
  await expect(inputLabelled(page, 'Company name')).toHaveValue(vendor.person.companyName!);

  await pickOption(page, 'Vendor type', 'Plumbing');
  await pickOption(page, 'Company type', 'Limited liability company (LLC)');
  await pickOption(page, 'Licence type', 'Master plumber license');
  await inputLabelled(page, 'Licence number').fill('PL-20931');
  // Each search is answered by the server: wait for its answer before picking.
  const searched = (path: string, text: string) =>
    page.waitForResponse((r) => r.url().includes(path) && r.url().includes(`global=${text}`));
  const drains = searched('/services?', 'drain');
  await inputLabelled(page, 'Services you offer').fill('drain');
  await drains;
  await page.getByRole('option', { name: 'Drain cleaning' }).click();
  const zips = searched('/zip-codes?', '9021');
  await inputLabelled(page, 'Service-area zip codes').fill('9021');
  await zips;
  await page.getByRole('option', { name: '90210 — Beverly Hills, CA' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(
    page.getByText('Your profile is complete: you will be offered matching jobs.'),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByText('Your profile is complete: you will be offered matching jobs.'),
  ).toBeVisible();
  await expect(page.getByText('90210 — Beverly Hills, CA')).toBeVisible();
  await expect(page.getByText('Drain cleaning')).toBeVisible();
});

test('a vendor adds a vehicle and equipment, then removes the vehicle', async ({
  page,
  vendor,
}) => {
  expect(vendor.user.role).toBe('vendor');
  await page.goto('/truck-vehicle-type');
  await expect(page.getByText('No vehicles yet')).toBeVisible();

  await pickOption(page, 'Vehicle type', 'Cargo van');
  await inputLabelled(page, 'Make').fill('Ford');
  await inputLabelled(page, 'Model').fill('Transit');
  await inputLabelled(page, 'Year').fill('2021');
  await inputLabelled(page, 'Licence plate').fill('7abc123');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const van = page.getByRole('article', { name: '7ABC123' });
  await expect(van).toContainText('2021 Ford Transit');
  await expect(van).toContainText('Cargo van');

  await pickOption(page, 'Add equipment', 'Extension ladder');
  await pickOption(page, 'Add equipment', 'Pressure washer');
  await page.getByRole('button', { name: 'Add equipment' }).click();
  const owned = page.getByRole('list', { name: 'Your equipment' });
  await expect(owned.getByRole('listitem')).toHaveText(['Extension ladder', 'Pressure washer']);

  await page.getByRole('button', { name: 'Remove vehicle 7ABC123' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this vehicle?' });
  await dialog.getByRole('button', { name: 'Remove vehicle' }).click();
  await expect(page.getByText('No vehicles yet')).toBeVisible();

  await page.reload();
  await expect(owned.getByRole('listitem')).toHaveText(['Extension ladder', 'Pressure washer']);
});

test('a resident asks for a service; a matching vendor is told, accepts it and completes it', async ({
  page,
  vendor,
  request,
  browser,
  baseURL,
}) => {
  // Two people, two browsers, many screens: more than the default budget on a busy machine.
  test.slow();
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], ['59001']);
  const resident = await residentWithPropertyIn(browser, request, baseURL!, '59001');
  const title = `Fence repair ${Date.now()}`;

  const home = resident.page;
  await home.goto(`/maintenance-request?serviceId=${service.id}`);
  const form = home.getByRole('form', { name: 'New maintenance request' });
  await expect(inputLabelled(home, /^Service/)).toHaveValue(service.name);
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel(/what needs doing/i).fill('Two boards of the back fence came loose.');
  await form.getByLabel('Urgency').selectOption('high');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(home.getByRole('heading', { name: title })).toBeVisible();
  await expect(home.getByText('Waiting for a vendor to accept')).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: /Notifications\s*1/ })).toBeVisible();
  await page
    .getByRole('button', { name: `New job: ${service.name}` })
    .first()
    .click();
  // The notification opens its job, marked among the available ones.
  await expect(page).toHaveURL(/\/orders\?tab=available&order=/);
  const offered = page.getByRole('article', { name: title });
  await expect(offered).toHaveAttribute('aria-current', 'true');
  await offered.getByRole('button', { name: 'Accept job' }).click();
  await expect(page.getByText(`You accepted "${title}". It is under My jobs.`)).toBeVisible();

  // The accepted job opens at once under My jobs, with what the vendor needs to get there.
  await expect(page.getByRole('tab', { name: 'My jobs' })).toHaveAttribute('aria-selected', 'true');
  const job = page.getByRole('article', { name: title });
  await expect(job.getByRole('link', { name: 'Open in maps' })).toBeVisible();
  await expect(job.getByText(`Resident: ${resident.person.firstName}`)).toBeVisible();
  await expect(job.getByText('7 Quarry Lane')).toBeVisible();
  await job.getByLabel('Note (optional)').fill('Leaving the depot now');
  await job.getByRole('button', { name: 'On my way' }).click();
  await expect(job.getByText('En route')).toBeVisible();
  await job.getByRole('button', { name: 'Start work' }).click();
  await expect(job.getByText('In progress')).toBeVisible();
  await job.getByRole('button', { name: 'Mark completed' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark “${title}” completed?` });
  await confirm.getByLabel('Summary for the resident (optional)').fill('Two new boards, painted.');
  await confirm.getByRole('button', { name: 'Mark completed' }).click();
  // The finished job opens under Completed, with the focus on it and its review form at hand.
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article', { name: title })).toBeFocused();
  await expect(
    page.getByRole('article', { name: title }).getByRole('form', { name: 'Review the resident' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'My jobs' }).click();
  await expect(page.getByText('No jobs in hand')).toBeVisible();

  await home.reload();
  const detail = home.getByRole('dialog', { name: 'Request details' });
  await expect(detail.getByText(`Vendor: ${vendor.person.companyName}`)).toBeVisible();
  await expect(detail.getByText('Leaving the depot now')).toBeVisible();

  // The completed job's bill is due; the resident pays it by card and it says so.
  const bill = detail.getByRole('region', { name: 'Payment due' });
  await bill.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(home.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await home.getByLabel('Name on card').fill(resident.person.firstName);
  await home.getByLabel('Card number').fill('4242 4242 4242 4242');
  await home.getByLabel(/Expiry/).pressSequentially('1230');
  await home.getByLabel(/Security code/).fill('123');
  await home.getByRole('button', { name: /^Pay / }).click();
  await expect(home.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await home.getByRole('link', { name: 'Back to the job' }).click();
  await expect(
    home.getByRole('dialog', { name: 'Request details' }).getByText(/^Paid on /),
  ).toBeVisible();
  await home.goto('/completed-services');
  await expect(home.getByText(title)).toBeVisible();
  await expect(home.getByText(`By ${vendor.person.companyName}`)).toBeVisible();
  await resident.context.close();
});

test('two vendors accept the same job: one wins, the other is told it is already accepted', async ({
  page,
  vendor,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const service = await someService(request);
  await completeVendorProfile(request, vendor, [service.id], ['59002']);
  const rivalPerson = newPerson('vendor');
  const rivalSession = await signUpThroughApi(request, rivalPerson);
  await completeVendorProfile(
    request,
    { ...rivalSession, person: rivalPerson },
    [service.id],
    ['59002'],
  );
  const resident = await residentWithPropertyIn(browser, request, baseURL!, '59002');
  const title = `Roof leak ${Date.now()}`;
  const created = await apiAs<{ order: { id: string } }>(
    request,
    resident.session.accessToken,
    'POST',
    '/maintenance-requests',
    { propertyId: resident.propertyId, serviceId: service.id, title, description: 'Drips.' },
  );

  await page.goto('/orders');
  const accept = page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Accept job' });
  await expect(accept).toBeVisible();
  await apiAs(request, rivalSession.accessToken, 'POST', '/vendor-orders/accept', {
    orderId: created.order.id,
  });
  await accept.click();
  await expect(
    page.getByText('This job has already been accepted by another vendor.'),
  ).toBeVisible();
  await expect(accept).toHaveCount(0);
  await resident.context.close();
});
