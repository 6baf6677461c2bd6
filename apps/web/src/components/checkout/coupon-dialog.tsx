/**
 * The coupon-only dialog a signed-in buyer's Book Now opens (sponsor packages alike): an optional
 * coupon and 'Pay  Now'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Attendee,
  type AttendeeFormValues,
  type CouponForm,
  couponFormSchema,
  withAttendees,
} from '@lwl/schemas';
import { type ReactNode, useCallback, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { focusFirstInvalid } from '../ui/first-invalid.ts';
import { AttendeeFields } from './attendee-fields.tsx';
import { CouponField } from './coupon-field.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { orderQuoteCall } from './order-quote-call.ts';
import { SummaryAndPay } from './order-summary.tsx';
import type { PurchaseSummary } from './purchase-summary.ts';
import { submittedHolders, type TicketHolders, useKeepHolders } from './ticket-holders.ts';
import { type KeepDraft, useKeepDraft } from './use-keep-draft.ts';
import { useOrderSummary } from './use-order-summary.ts';
import '../ui/button.css';

export const COUPON_DIALOG_TITLE = 'Apply Coupon';

export interface CouponDialogProps {
  open: boolean;
  onClose: () => void;
  /** The coupon, and the ticket holders when the dialog asks for them (`holders`). */
  onSubmit: (form: CouponForm, attendees?: AttendeeFormValues[]) => void;
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
  /** An event order of more than one ticket: one holder per ticket is asked too. */
  holders?: TicketHolders | undefined;
}

type FormValues = { coupon: string; attendees?: AttendeeFormValues[] };
type FormOutput = CouponForm & { attendees?: Attendee[] };

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
  holders,
}: Pick<
  CouponDialogProps,
  'onSubmit' | 'onDraft' | 'defaultValues' | 'busy' | 'children' | 'summary' | 'holders'
>) {
  const id = useId();
  const holderCount = holders?.count ?? 0;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(withAttendees(couponFormSchema, holderCount)) as Resolver<
      FormValues,
      unknown,
      FormOutput
    >,
    // `values`: the holders' first name arrives with the profile, after the dialog may have opened.
    values: { coupon: defaultValues?.coupon ?? '', ...(holders ? { attendees: holders.values } : {}) },
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  useKeepDraft(getValues, onDraft);
  useKeepHolders(
    useCallback(() => (holders ? getValues('attendees') : undefined), [getValues, holders]),
    holders,
  );
  const quote = useOrderSummary(orderQuoteCall, summary.item, summary.checkout, defaultValues?.coupon);
  return (
    <form
      className="purchase-layout"
      noValidate
      onSubmit={handleSubmit(
        ({ attendees, ...form }) => (holders ? onSubmit(form, submittedHolders(attendees)) : onSubmit(form)),
        focusFirstInvalid,
      )}
    >
      <div className="purchase-layout-fields form-stack">
        {children}
        {holders ? (
          <AttendeeFields idPrefix={id} count={holders.count} register={register} errors={errors.attendees} />
        ) : null}
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
