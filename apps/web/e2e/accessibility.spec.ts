import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, expect, signInThroughUi, test } from './fixtures';

// Evaluated rather than injected as a <script>: the site's CSP rightly refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown }[];
};

/** axe-core over the page as it stands; the serious and critical findings, told readably. */
async function seriousFindings(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
}

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
  await expectAxeClean(page, '/earnings', 'Earnings');
  // The payout account's status loads after the heading: checked once it is on the screen.
  await expect(page.getByRole('button', { name: 'Set up payouts' })).toBeVisible();
  expect(await seriousFindings(page), '/earnings payout account').toEqual([]);
  await expectAxeClean(page, '/payouts/test-onboarding', 'Set up payouts');
});

test('an operator’s console has no serious or critical axe findings', async ({ page }) => {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page), '/admin/payments').toEqual([]);
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
