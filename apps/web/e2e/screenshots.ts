import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * With SCREENSHOTS_DIR set, the whole page from its top at phone and desktop widths
 * (`<name>-390.png`, `<name>-1280.png`), for the docs and for looking at; the page's size is put
 * back after.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
