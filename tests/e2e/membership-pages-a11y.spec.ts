/** Every membership marketing route: no serious or critical axe violation, no overflow at 390 px. */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { expectNoHorizontalOverflow } from '../support/membership-pages.ts';

// Two scans and two widths per route: slow on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const ROUTES = [
  '/membership',
  '/india-membership',
  '/india',
  '/titan-membership',
  '/maverick-membership',
  '/lap-membership',
  '/global-membership',
  '/global-new',
  '/uae-memberships',
  '/uae',
];

for (const route of ROUTES) {
  test(`${route} passes axe at 1280 px and does not overflow at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The UAE page loads its enquiry form after first paint: scan it too.
    if (route.startsWith('/uae')) await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
}
