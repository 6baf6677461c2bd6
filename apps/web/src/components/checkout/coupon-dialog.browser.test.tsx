import {
  checkoutEndpoints,
  checkoutTexts,
  commonMessages,
  formatInr,
  formatMinor,
  TEXT_MAX,
  textTooLong,
} from '@lwl/schemas';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError } from '../../testing/field.ts';
import { COUPON_DIALOG_TITLE, CouponDialog } from './coupon-dialog.tsx';
import type { PurchaseSummary } from './purchase-summary.ts';

const SUMMARY: PurchaseSummary = {
  item: { kind: 'event', event_id: 12, quantity: 2 },
  what: {
    label: 'Event',
    name: 'Mindful Leadership Retreat',
    quantity: 2,
    listed: { unitPrice: 2500, total: 5000, currency: 'INR' },
  },
  checkout: undefined,
};

function renderDialog() {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(<CouponDialog open onClose={onClose} onSubmit={onSubmit} summary={SUMMARY} />);
  const dialog = page.getByRole('dialog', { name: COUPON_DIALOG_TITLE });
  return { dialog, coupon: dialog.getByLabelText('Coupon', { exact: true }), onSubmit, onClose };
}

const summaryTotal = () =>
  page.getByRole('region', { name: checkoutTexts.summaryTitle }).getByText(/^₹/).last();

describe('CouponDialog', () => {
  test("shows the server's quote for the item, passes axe, and pays with no coupon", async () => {
    fakeApi().on(checkoutEndpoints['POST order-quote']);
    const { dialog, onSubmit } = renderDialog();
    await expect.element(dialog).toHaveAccessibleDescription(/Have a coupon code\?/);
    const { breakdown } = exampleOf(checkoutEndpoints['POST order-quote']);
    await expect.element(summaryTotal()).toHaveTextContent(formatMinor(breakdown.total, 'INR'));
    await expect.element(dialog.getByLabelText('Name', { exact: true })).not.toBeInTheDocument();
    await expectAccessible(dialog.element());
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
  });

  test('a backend without the quote falls back to the listed price, confirmed at payment', async () => {
    fakeApi().on(checkoutEndpoints['POST order-quote'], () => answer(404));
    const { dialog } = renderDialog();
    await expect.element(dialog.getByText(checkoutTexts.totalAtPayment)).toBeVisible();
    await expect.element(summaryTotal()).toHaveTextContent(formatInr(5000));
  });

  test("a refused coupon is the server's message under the field; a good one goes with the payment", async () => {
    fakeApi().on(checkoutEndpoints['POST order-quote'], ({ input }) =>
      input.coupon === 'NOPE'
        ? answer(400, { status: 0, message: commonMessages.invalidCoupon })
        : exampleOf(checkoutEndpoints['POST order-quote']),
    );
    const { dialog, coupon, onSubmit } = renderDialog();
    await coupon.fill('NOPE');
    await dialog.getByRole('button', { name: checkoutTexts.applyCoupon }).click();
    await expectFieldError(coupon, commonMessages.invalidCoupon);
    await expect.element(coupon).toHaveValue('NOPE');
    await coupon.fill('LWL10');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ coupon: 'LWL10' }));
  });

  test('a coupon over the length limit is refused by the form', async () => {
    fakeApi().on(checkoutEndpoints['POST order-quote']);
    const { dialog, coupon, onSubmit } = renderDialog();
    await coupon.fill('X'.repeat(TEXT_MAX.text + 1));
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expectFieldError(coupon, textTooLong(TEXT_MAX.text));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('opens with the focus on Coupon, its only field', async () => {
    const { coupon } = renderDialog();
    await expect.element(coupon).toHaveFocus();
  });

  test('Escape closes it', async () => {
    fakeApi().on(checkoutEndpoints['POST order-quote']);
    const { coupon, onClose } = renderDialog();
    await coupon.click();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
