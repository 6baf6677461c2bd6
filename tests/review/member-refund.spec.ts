/** A member asks for a refund in the review folder, signed in through its login page. */
import { refundTexts } from '@lwl/schemas';
import { expect, test } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { mailTo, open, signInThroughLogin } from './support.ts';

test("a member's refund request: her events, the confirmation, the status and the e-mail", async ({
  page,
  baseURL,
}) => {
  await signInThroughLogin(page, TITAN);
  await open(page, 'profile?section=events');
  const refund = page.getByRole('button', { name: /^Request refund for / }).first();
  const eventName = ((await refund.getAttribute('aria-label')) ?? '').replace('Request refund for ', '');
  await refund.click();
  await page
    .getByRole('alertdialog', { name: refundTexts.dialogTitle })
    .getByRole('button', { name: refundTexts.confirm })
    .click();
  const card = page.getByRole('listitem').filter({ hasText: eventName });
  await expect(card.getByText(/^Refund requested/)).toBeVisible();
  const asked = await mailTo(page, baseURL ?? '', TITAN.email, 'refund-request');
  expect(asked.text).toContain(eventName);
  // Signed in still after a reload: the session lives in the worker's saved world.
  await page.reload();
  await expect(card.getByText(/^Refund requested/)).toBeVisible();
});
