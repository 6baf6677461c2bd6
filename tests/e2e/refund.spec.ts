import { accountMessages, refundTexts } from '@lwl/schemas';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test.describe('event refund', () => {
  test('asks for confirmation, requests the refund and reloads the list', async ({ page }) => {
    await signIn(page, TITAN);
    await page.goto('/profile?section=events');
    await expect(page.getByRole('heading', { level: 2, name: 'Events details' })).toBeVisible();
    const refund = page.getByRole('button', { name: /^Request refund for / }).first();
    await expect(refund).toBeVisible();
    const eventName = ((await refund.getAttribute('aria-label')) ?? '').replace('Request refund for ', '');
    const card = page.getByRole('listitem').filter({ hasText: eventName });
    await expectAccessible(page);

    // Keeping the ticket changes nothing.
    await refund.click();
    const dialog = page.getByRole('alertdialog', { name: refundTexts.dialogTitle });
    await expect(dialog).toContainText(accountMessages.confirmProceed);
    await expect(dialog).toContainText(eventName);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: refundTexts.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/^Refund requested/)).toHaveCount(0);

    await refund.click();
    await dialog.getByRole('button', { name: refundTexts.confirm }).click();
    await expect(card.getByText(/^Refund requested on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Request refund/ })).toHaveCount(0);
  });
});
