import { type ChargeBreakdown, checkoutTexts, formatInr, formatMinor, formatUsd } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectAccessible } from '../../testing/axe.ts';
import { OrderSummary, type SummaryItem } from './order-summary.tsx';

const ITEM: SummaryItem = {
  label: 'Event',
  name: 'Women in Leadership Summit',
  detail: '16 May 2026 · Non Member',
  quantity: 2,
  listed: { unitPrice: 4500, total: 9000, currency: 'INR' },
};

const ADDED: ChargeBreakdown = {
  currency: 'INR',
  gst_treatment: 'added',
  gst_rate_percent: 18,
  unit_price: 450_000,
  quantity: 2,
  subtotal: 900_000,
  discount: 90_000,
  taxable_value: 810_000,
  gst: 145_800,
  total: 955_800,
};

const summary = () => page.getByRole('region', { name: checkoutTexts.summaryTitle });
/** The value beside a term of the summary's list. */
const row = (term: string) =>
  [...summary().element().querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

describe('OrderSummary', () => {
  test("without the server's quote it shows the listed price and says the total is confirmed at payment", async () => {
    render(<OrderSummary item={ITEM} breakdown={null} />);
    await expect.element(summary()).toBeVisible();
    expect(row('Event')).toBe(ITEM.name);
    expect(row(checkoutTexts.quantity)).toBe('2');
    expect(row(checkoutTexts.unitPrice)).toBe(formatInr(4500));
    expect(row(checkoutTexts.total)).toBe(formatInr(9000));
    await expect.element(summary().getByText(checkoutTexts.totalAtPayment)).toBeVisible();
    await expect.element(summary().getByText(ITEM.detail ?? '')).toBeVisible();
    await expectAccessible(summary().element());
  });

  test("with the quote it shows the server's unit price, coupon discount, GST added and total", async () => {
    render(<OrderSummary item={ITEM} breakdown={ADDED} />);
    await expect.element(summary()).toBeVisible();
    expect(row(checkoutTexts.unitPrice)).toBe(formatMinor(450_000, 'INR'));
    expect(row(checkoutTexts.discount)).toBe(`− ${formatMinor(90_000, 'INR')}`);
    expect(row(`${checkoutTexts.gstAdded} (18%)`)).toBe(`+ ${formatMinor(145_800, 'INR')}`);
    expect(row(checkoutTexts.total)).toBe(formatMinor(955_800, 'INR'));
    await expect.element(summary().getByText(checkoutTexts.totalAtPayment)).not.toBeInTheDocument();
  });

  test('GST included is a note under the total; no discount row without a coupon', async () => {
    render(
      <OrderSummary
        item={ITEM}
        breakdown={{ ...ADDED, gst_treatment: 'included', discount: 0, gst: 137_288, total: 900_000 }}
      />,
    );
    await expect
      .element(summary().getByText(checkoutTexts.gstIncluded(formatMinor(137_288, 'INR'))))
      .toBeVisible();
    expect(row(checkoutTexts.discount)).toBeUndefined();
    expect(row(`${checkoutTexts.gstAdded} (18%)`)).toBeUndefined();
    expect(row(checkoutTexts.total)).toBe(formatMinor(900_000, 'INR'));
  });

  test('an export in dollars says it carries no GST', async () => {
    render(
      <OrderSummary
        item={{ ...ITEM, listed: null }}
        breakdown={{
          ...ADDED,
          currency: 'USD',
          gst_treatment: 'none',
          discount: 0,
          gst: 0,
          unit_price: 40_000,
          total: 40_000,
        }}
      />,
    );
    await expect.element(summary().getByText(checkoutTexts.gstNone)).toBeVisible();
    expect(row(checkoutTexts.total)).toBe(formatUsd(400));
  });

  test('while a quote runs it is busy and says the total is updating', async () => {
    render(<OrderSummary item={ITEM} breakdown={null} quoting />);
    await expect.element(summary()).toHaveAttribute('aria-busy', 'true');
    await expect.element(summary().getByText(checkoutTexts.quoting)).toBeVisible();
  });
});
