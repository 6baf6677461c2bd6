/**
 * The event booking's draft across a 401 (session/interrupted-form.ts): the plan, the quantity, the
 * coupon, whatever the details dialog holds, the ticket holders, and whether the dialog was open. Restored into a
 * member's booking only, each choice checked against the event as it now reads.
 */
import {
  type AttendeeFormValues,
  type CouponForm,
  DEFAULT_QUANTITY,
  QUANTITY_OPTIONS,
  type QuantityOption,
} from '@lwl/schemas';
import type { DetailsDraft } from '../checkout/buyer-details.ts';
import { type DraftRecord, draftRecord, draftText, draftValues } from '../session/interrupted-form.ts';
import { type BookableEvent, findSelectablePlan } from './event-rules.ts';

/** What a booking restores: its choices, and whether the buying dialog reopens. */
export interface RestoredBooking {
  planId: number | null;
  quantity: QuantityOption;
  coupon: CouponForm;
  draft: DetailsDraft | null;
  attendees: AttendeeFormValues[] | null;
  resume: boolean;
}

interface BookingChoices {
  planId: number | null;
  quantity: QuantityOption;
  coupon: CouponForm;
  details: object | null;
  draft: DetailsDraft | null;
  attendees: AttendeeFormValues[] | null;
}

/** The draft of a booking: its choices, the details as typed over as submitted, the dialog open or not. */
export function eventBookingDraft(context: BookingChoices, inDialog: boolean): DraftRecord {
  const { coupon: typedCoupon, ...typed } = context.draft ?? {};
  return draftValues({
    planId: context.planId,
    quantity: context.quantity,
    coupon: typedCoupon ?? context.coupon.coupon ?? '',
    details: { ...context.details, ...typed },
    attendees: context.attendees ?? [],
    dialog: inDialog,
  });
}

/** The holders a draft kept: each a name and an e-mail (text), else none. */
function keptHolders(value: unknown): AttendeeFormValues[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const holders = value.map((item) =>
    typeof item === 'object' && item !== null
      ? {
          name: String((item as { name?: unknown }).name ?? ''),
          email: String((item as { email?: unknown }).email ?? ''),
        }
      : null,
  );
  return holders.every((holder) => holder !== null) ? (holders as AttendeeFormValues[]) : null;
}

const isQuantity = (value: unknown): value is QuantityOption =>
  typeof value === 'string' && (QUANTITY_OPTIONS as readonly string[]).includes(value);

/** A kept draft as the booking's choices: a plan she can still choose, a valid quantity, else the defaults. */
export function restoredBooking(values: DraftRecord, event: BookableEvent): RestoredBooking {
  const planId = typeof values.planId === 'number' ? values.planId : null;
  const plan = findSelectablePlan(event.prices, planId);
  const quantity = plan && isQuantity(values.quantity) ? values.quantity : DEFAULT_QUANTITY;
  const coupon = draftText(values, 'coupon');
  const details = draftRecord(values, 'details');
  return {
    planId: plan ? plan.id : null,
    quantity,
    coupon: coupon ? { coupon } : {},
    draft: details ? ({ ...details, ...(coupon ? { coupon } : {}) } as DetailsDraft) : null,
    attendees: plan ? keptHolders(values.attendees) : null,
    resume: plan !== undefined && values.dialog === true,
  };
}
