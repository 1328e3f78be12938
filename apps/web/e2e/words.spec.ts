import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// docs/GLOSSARY.md: a menu label, the screen's title (its h1 and the browser tab) say one word.
async function expectMenuToNameEachScreen(page: Page, labels: string[]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  for (const label of labels) {
    await page.getByRole('banner').getByRole('link', { name: label, exact: true }).first().click();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title, label).toContainText(new RegExp(label.split(' ')[0]!, 'i'));
    const heading = (await title.innerText()).trim();
    await expect(page, label).toHaveTitle(new RegExp(`^${heading}( · |$)`));
  }
}

test('a resident’s menu names the screen each link opens', async ({ page, resident }) => {
  expect(resident.accessToken).toBeTruthy();
  await expectMenuToNameEachScreen(page, [
    'Dashboard',
    'Properties',
    'Services',
    'SYMN Luxe',
    'Requests',
    'Plans',
    'History',
    'Profile',
  ]);
});

test('a vendor’s menu names the screen each link opens', async ({ page, vendor }) => {
  expect(vendor.accessToken).toBeTruthy();
  await expectMenuToNameEachScreen(page, ['Profile setup', 'Orders', 'Vehicles', 'Notifications']);
});
