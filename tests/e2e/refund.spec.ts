import {
  accountMessages,
  INVOICE_STATUS_LABELS,
  REFUND_REVIEW_SENTENCE,
  REFUND_REVIEW_WORKING_DAYS,
  refundTexts,
} from '@lwl/schemas';
import { TITAN } from '../support/accounts.ts';
import { mailTo } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { MOCK_ORIGIN } from '../support/lane.ts';
import { pdfText } from '../support/pdf-text.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const DATED = (state: string) => new RegExp(`^${state} on \\d{1,2} [A-Z][a-z]+ \\d{4}$`);

test.describe('event refund', () => {
  test('the confirmation says what it does; the request, its date, the e-mails, the decision and the credit note', async ({
    page,
    request,
  }) => {
    test.slow();
    await signInByApi(page, request, TITAN);
    await page.goto('/profile?section=events');
    await expect(page.getByRole('heading', { level: 2, name: 'Events details' })).toBeVisible();
    const refund = page.getByRole('button', { name: /^Request refund for / }).first();
    await expect(refund).toBeVisible();
    const eventName = ((await refund.getAttribute('aria-label')) ?? '').replace('Request refund for ', '');
    const card = page.getByRole('listitem').filter({ hasText: eventName });
    const amount = (await card.locator('dt', { hasText: 'Amount' }).locator('+ dd').textContent()) ?? '';
    // axe on the list as loaded: the route sweep's /profile?section=events (routes.spec.ts).

    // The confirmation names the event, its date and the amount, and what happens next; keeping the
    // ticket changes nothing.
    await refund.click();
    const dialog = page.getByRole('alertdialog', { name: refundTexts.dialogTitle });
    await expect(dialog).toHaveAccessibleDescription(accountMessages.confirmProceed);
    await expect(dialog).toContainText(eventName);
    await expect(dialog.locator('dt', { hasText: refundTexts.amount }).locator('+ dd')).toHaveText(amount);
    await expect(dialog.locator('dt', { hasText: refundTexts.quantity }).locator('+ dd')).toHaveText(
      /^[1-9]\d*$/,
    );
    await expect(dialog).toContainText(REFUND_REVIEW_SENTENCE);
    await expect(dialog).toContainText(`within ${REFUND_REVIEW_WORKING_DAYS} working days`);
    await expect(dialog).toContainText('credit note');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: refundTexts.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/^Refund requested/)).toHaveCount(0);

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/delete-event'));
    await refund.click();
    await dialog.getByRole('button', { name: refundTexts.confirm }).click();
    const { event_id: purchaseId } = (await sent).postDataJSON() as { event_id: number };
    await expect(card.getByText(DATED('Refund requested'))).toBeVisible();
    await expect(card.getByRole('button', { name: /^Request refund/ })).toHaveCount(0);
    const asked = await mailTo(request, TITAN.email, 'refund-request');
    expect(asked.text).toContain(eventName);
    expect(asked.text).not.toMatch(/\bCN\/\d{4}\/\d{6}/);

    // Asking issues no credit note: the invoice says the refund is requested, and nothing more.
    await page.goto('/invoices');
    const row = page.getByRole('row').filter({ hasText: eventName });
    await expect(row.getByText(INVOICE_STATUS_LABELS.refund_requested, { exact: true })).toBeVisible();
    await expect(row.getByText(/^Credit note /)).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Download credit note/ })).toHaveCount(0);
    await page.goto('/profile?section=events');

    // The organisers refund it: the ticket says so with the date, an e-mail follows, and the credit
    // note downloads as a document of its own.
    const decided = await request.put(`${MOCK_ORIGIN}/__mock/refunds/${purchaseId}`, {
      data: { status: 'refunded' },
    });
    expect(decided.ok()).toBe(true);
    await page.reload();
    await expect(card.getByText(DATED('Refunded'))).toBeVisible();
    const update = (await mailTo(request, TITAN.email, 'refund-update')).text;
    expect(update).toContain(eventName);

    // The invoices list says 'Refunded', as the ticket does, and offers the credit note.
    await page.goto('/invoices');
    await expect(row.getByText(INVOICE_STATUS_LABELS.refunded, { exact: true })).toBeVisible();
    await expect(row.getByText(/^Credit note /)).toHaveCount(1);
    const creditNote = ((await row.getByText(/^Credit note /).textContent()) ?? '').replace(
      'Credit note ',
      '',
    );
    expect(update).toContain(creditNote);
    const invoiceNumber = (await row.getByRole('rowheader').textContent()) ?? '';
    const invoiceDate = (await row.getByRole('cell').nth(0).textContent()) ?? '';
    const invoiceTotal = (await row.getByRole('cell').nth(2).textContent()) ?? '';
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download credit note ${creditNote}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${creditNote.replaceAll('/', '-')}.pdf`);
    const text = (await pdfText(await download.path())).replace(/\s+/g, ' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(creditNote);
    expect(text).toContain(`Against invoice ${invoiceNumber}`);
    expect(text).toContain(`Invoice date ${invoiceDate}`);
    expect(text).toContain(`Amount credited ${invoiceTotal}`);
    expect(text).toContain('Total credited');
  });
});
