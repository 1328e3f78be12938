import type { Page } from '@playwright/test';
import { seriousFindings } from './axe';
import { E2E_ADMIN, expect, signInThroughUi, test } from './fixtures';

async function expectAxeClean(page: Page, path: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  expect(await seriousFindings(page), path).toEqual([]);
}

test('a visitor’s screens have no serious or critical axe findings', async ({ page }) => {
  await expectAxeClean(page, '/home', /.+/);
  await expectAxeClean(page, '/sign-in', /sign in/i);
  await expectAxeClean(page, '/sign-up/resident', /.+/);
  await expectAxeClean(page, '/contact-us', /.+/);
});

test('the help, terms and privacy pages have no serious or critical axe findings', async ({
  page,
}) => {
  await expectAxeClean(page, '/help', 'Help center');
  await expectAxeClean(page, '/terms', 'Terms of service');
  await expectAxeClean(page, '/privacy', 'Privacy policy');
});

test('a resident’s screens have no serious or critical axe findings', async ({
  page,
  resident,
}) => {
  expect(resident.accessToken).toBeTruthy();
  await expectAxeClean(page, '/', 'Your dashboard');
  await expectAxeClean(page, '/dashboard/properties', /properties/i);
  await expectAxeClean(page, '/dashboard/properties/new', /.+/);
  await expectAxeClean(page, '/home-services', /.+/);
  await expectAxeClean(page, '/maintenance-request', /.+/);
  await expectAxeClean(page, '/subscription', 'Your maintenance plans');
  await expectAxeClean(page, '/profile', /.+/);
});

test('a vendor’s screens have no serious or critical axe findings', async ({ page, vendor }) => {
  expect(vendor.accessToken).toBeTruthy();
  await expectAxeClean(page, '/profile-setup', /.+/);
  // The mail settings load after the heading: checked once they are on the screen.
  await expect(page.getByRole('checkbox', { name: /new job offers/i })).toBeVisible();
  expect(await seriousFindings(page), '/profile-setup mail settings').toEqual([]);
  await expectAxeClean(page, '/orders', /.+/);
  await expectAxeClean(page, '/notifications', /.+/);
});

test('an operator’s console has no serious or critical axe findings', async ({ page }) => {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

for (const width of [1200, 1260, 1280, 1440]) {
  test(`the resident’s header fits on one line at ${width} px`, async ({ page, resident }) => {
    expect(resident.accessToken).toBeTruthy();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const button = (await signOut.boundingBox())!;
    const content = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(width);
    // The header's row stays within the content's column, and on a single line.
    expect(button.x + button.width).toBeLessThanOrEqual(content.x + 1140);
    expect(button.y + button.height).toBeLessThanOrEqual(header.y + header.height);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}

for (const width of [390, 1024]) {
  test(`the resident’s menu moves into a drawer at ${width} px`, async ({ page, resident }) => {
    expect(resident.accessToken).toBeTruthy();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}
