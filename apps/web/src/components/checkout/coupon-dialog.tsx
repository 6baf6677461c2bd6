/**
 * The coupon-only dialog a signed-in buyer's Book Now opens (sponsor packages alike): an optional
 * coupon and 'Pay  Now'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CouponForm, couponFormSchema } from '@lwl/schemas';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { CouponField } from './coupon-field.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { orderQuoteCall } from './order-quote-call.ts';
import { SummaryAndPay } from './order-summary.tsx';
import type { PurchaseSummary } from './purchase-summary.ts';
import { type KeepDraft, useKeepDraft } from './use-keep-draft.ts';
import { useOrderSummary } from './use-order-summary.ts';
import '../ui/button.css';

export const COUPON_DIALOG_TITLE = 'Apply Coupon';

export interface CouponDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (form: CouponForm) => void;
  defaultValues?: CouponForm | null | undefined;
  /** Receives the coupon as the dialog closes (kept by the purchase machine for the next opening). */
  onDraft?: KeepDraft;
  busy?: boolean;
  title?: string;
  /** What is being bought, e.g. the event and its total. */
  description?: ReactNode;
  children?: ReactNode;
  /** The order summary beside the form (before the pay button on mobile). */
  summary: PurchaseSummary;
}

export function CouponDialog({
  open,
  onClose,
  title = COUPON_DIALOG_TITLE,
  description,
  ...form
}: CouponDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      description={
        description ?? 'Have a coupon code? Enter it below, or leave it empty to pay the full price.'
      }
      onClose={onClose}
    >
      <CouponFields {...form} />
    </DialogFrame>
  );
}

function CouponFields({
  onSubmit,
  onDraft,
  defaultValues,
  busy = false,
  children,
  summary,
}: Pick<CouponDialogProps, 'onSubmit' | 'onDraft' | 'defaultValues' | 'busy' | 'children' | 'summary'>) {
  const id = useId();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(couponFormSchema),
    defaultValues: { coupon: defaultValues?.coupon ?? '' },
  });
  useKeepDraft(getValues, onDraft);
  const quote = useOrderSummary(orderQuoteCall, summary.item, summary.checkout, defaultValues?.coupon);
  return (
    <form className="purchase-layout" noValidate onSubmit={handleSubmit((form) => onSubmit(form))}>
      <div className="purchase-layout-fields form-stack">
        {children}
        <CouponField
          id={`${id}-coupon`}
          registration={register('coupon')}
          error={errors.coupon?.message ?? quote.couponError ?? undefined}
          onApply={() => quote.applyCoupon(String(getValues('coupon') ?? ''))}
          applying={quote.quoting}
        />
      </div>
      <SummaryAndPay item={summary.what} quote={quote} busy={busy} />
    </form>
  );
}
