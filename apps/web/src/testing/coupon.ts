/** A coupon the server refused, as the buyer meets it: the message listed, the dialog open, the code kept. */
import { commonMessages } from '@lwl/schemas';
import { expect } from 'vitest';
import { type Locator, page } from 'vitest/browser';

export async function expectCouponRefused(dialog: Locator, coupon: Locator, code: string): Promise<void> {
  await expect.element(page.getByRole('listitem').getByText(commonMessages.invalidCoupon)).toBeVisible();
  await expect.element(dialog).toBeVisible();
  await expect.element(coupon).toHaveValue(code);
}
