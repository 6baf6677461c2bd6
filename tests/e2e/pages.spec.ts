import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';

test('the static Update Your Password page has its four fields', async ({ page }) => {
  await page.goto('/update-password');
  await expect(page.getByRole('heading', { name: 'Update Your Password' })).toBeVisible();
  for (const label of ['Username or Email', 'Old Password', 'New Password', 'Confirm Password']) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expectAccessible(page);
});

test('an invoice downloads as a file', async ({ page }) => {
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download LWL-INV-0003' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('LWL-INV-0003.txt');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('Invoice number: LWL-INV-0003');
  expect(text).toContain('₹7,000');
});
