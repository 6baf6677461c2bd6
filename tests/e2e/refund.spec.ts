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

    // Cancelling the prompt changes nothing.
    await refund.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to proceed?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('initiated')).toHaveCount(0);

    await refund.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, proceed' }).click();
    await expect(card.getByText('initiated')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Request refund/ })).toHaveCount(0);
  });
});
