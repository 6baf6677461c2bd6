import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

test('the static Update Your Password page has its four fields', async ({ page }) => {
  await page.goto('/update-password');
  await expect(page.getByRole('heading', { name: 'Update Your Password' })).toBeVisible();
  for (const label of ['Username or Email', 'Old Password', 'New Password', 'Confirm Password']) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expectAccessible(page);
});
