/**
 * The payment part of the membership forms (India tiers / LAP, Global, UAE): the form's own optional
 * fields, the coupon with 'Apply', the order summary and the pay button — the summary beside the
 * fields on desktop and above the button on mobile. Lives inside the form's react-hook-form context.
 *
 * The section is far below the first screen (from y ≈ 1,500 at 1280×900, ≈ 2,000 px down on a phone),
 * so the coupon and the summary with their machine (coupon-and-summary.tsx) load at the user's first
 * input or when the section nears the viewport (WhenFormNear). The pay button is always there.
 */
import type { QuoteItem } from '@lwl/schemas';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { WhenFormNear } from '../ui/when-near.tsx';
import type { MembershipPlan } from './membership-summary-item.ts';
import type { CheckoutRefLike } from './use-checkout-view.ts';
import type { QuoteCall } from './use-order-summary.ts';
// The panel's layout, before the summary's code arrives.
import './order-summary.css';

const CouponAndSummary = lazy(() => import('./coupon-and-summary.tsx'));

export interface PaymentPanelProps {
  idPrefix: string;
  quote: QuoteCall;
  item: QuoteItem | null;
  /** What the summary shows as bought. */
  plan: MembershipPlan;
  checkout: CheckoutRefLike | undefined;
  /** Fields above the coupon (Referred By, Statement of Purpose…). */
  children?: ReactNode;
  payLabel: string;
  payDisabled: boolean;
}

export function PaymentPanel({ children, payLabel, payDisabled, ...summary }: PaymentPanelProps) {
  const [summarySlot, setSummarySlot] = useState<HTMLDivElement | null>(null);
  // Keeps the coupon's place, so the pay button does not move when it arrives.
  const placeholder = <div className="coupon-field-placeholder" />;
  return (
    <div className="purchase-layout">
      <div className="purchase-layout-fields membership-pay">
        {children}
        <WhenFormNear fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <CouponAndSummary {...summary} summarySlot={summarySlot} />
          </Suspense>
        </WhenFormNear>
      </div>
      <div className="purchase-layout-summary" ref={setSummarySlot} />
      <button
        type="submit"
        className="btn btn-primary btn-block purchase-layout-pay"
        disabled={payDisabled}
        aria-busy={payDisabled || undefined}
      >
        {payLabel}
      </button>
    </div>
  );
}
