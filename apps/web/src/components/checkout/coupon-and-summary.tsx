/**
 * The coupon field with 'Apply' and the order summary of a membership form's Payment section, with
 * the summary's machine (use-order-summary.ts). PaymentPanel loads this module when the buyer first
 * acts on the page or scrolls near the section, not with the page. The coupon sits in the panel's
 * fields; the summary renders into the panel's summary column (`summarySlot`).
 */
import type { QuoteItem } from '@lwl/schemas';
import { createPortal } from 'react-dom';
import { useFormContext } from 'react-hook-form';
import { CouponField } from './coupon-field.tsx';
import { type MembershipPlan, membershipSummaryItem } from './membership-summary-item.ts';
import { OrderSummary } from './order-summary.tsx';
import type { CheckoutRefLike } from './use-checkout-view.ts';
import { type QuoteCall, useOrderSummary } from './use-order-summary.ts';

interface CouponAndSummaryProps {
  idPrefix: string;
  quote: QuoteCall;
  item: QuoteItem | null;
  plan: MembershipPlan;
  checkout: CheckoutRefLike | undefined;
  summarySlot: HTMLElement | null;
}

export default function CouponAndSummary({
  idPrefix,
  quote,
  item,
  plan,
  checkout,
  summarySlot,
}: CouponAndSummaryProps) {
  const { register, getValues, formState } = useFormContext<{ coupon?: string }>();
  const summary = useOrderSummary(quote, item, checkout, getValues('coupon'));
  return (
    <>
      <CouponField
        id={`${idPrefix}-coupon`}
        registration={register('coupon')}
        error={formState.errors.coupon?.message ?? summary.couponError ?? undefined}
        onApply={() => summary.applyCoupon(String(getValues('coupon') ?? ''))}
        applying={summary.quoting}
      />
      {summarySlot
        ? createPortal(
            <OrderSummary
              item={membershipSummaryItem(plan)}
              breakdown={summary.breakdown}
              quoting={summary.quoting}
            />,
            summarySlot,
          )
        : null}
    </>
  );
}
