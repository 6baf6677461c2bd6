/**
 * The axe helper every spec uses (support/axe.ts) still finds a violation with its speed-ups (one
 * `axe.run` in the page, violations only): a nameless button added to a page fails the scan.
 */
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

test('a nameless button on a page fails the scan as serious', async ({ page }) => {
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Outside the app's root, where React's renders cannot take it away.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'nameless';
    button.style.cssText = 'width: 40px; height: 40px';
    document.body.append(button);
  });
  await expect(page.locator('#nameless')).toBeVisible();
  expect(page.frames()).toHaveLength(1);
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
});
