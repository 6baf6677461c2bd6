/**
 * The payment part of the membership forms (India tiers / LAP, Global, UAE): the form's own optional
 * fields, the coupon with 'Apply', the order summary and the pay button — the summary beside the
 * fields on desktop and above the button on mobile. Lives inside the form's react-hook-form context.
 */
import type { QuoteItem } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { CouponField } from './coupon-field.tsx';
import { OrderSummary, type SummaryItem } from './order-summary.tsx';
import type { CheckoutRefLike } from './use-checkout-view.ts';
import { type QuoteCall, useOrderSummary } from './use-order-summary.ts';

export interface PaymentPanelProps {
  idPrefix: string;
  quote: QuoteCall;
  item: QuoteItem | null;
  what: SummaryItem;
  checkout: CheckoutRefLike | undefined;
  /** Fields above the coupon (Referred By, Statement of Purpose…). */
  children?: ReactNode;
  payLabel: string;
  payDisabled: boolean;
}

export function PaymentPanel({
  idPrefix,
  quote,
  item,
  what,
  checkout,
  children,
  payLabel,
  payDisabled,
}: PaymentPanelProps) {
  const { register, getValues, formState } = useFormContext<{ coupon?: string }>();
  const summary = useOrderSummary(quote, item, checkout, getValues('coupon'));
  return (
    <div className="purchase-layout">
      <div className="purchase-layout-fields membership-pay">
        {children}
        <CouponField
          id={`${idPrefix}-coupon`}
          registration={register('coupon')}
          error={formState.errors.coupon?.message ?? summary.couponError ?? undefined}
          onApply={() => summary.applyCoupon(String(getValues('coupon') ?? ''))}
          applying={summary.quoting}
        />
      </div>
      <div className="purchase-layout-summary">
        <OrderSummary item={what} breakdown={summary.breakdown} quoting={summary.quoting} />
      </div>
      <button type="submit" className="btn btn-primary btn-block purchase-layout-pay" disabled={payDisabled}>
        {payLabel}
      </button>
    </div>
  );
}
