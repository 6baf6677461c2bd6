/**
 * The event page's price and membership selector, total, disclaimer and Book Now
 * (docs/product-rules.md, "Events and tickets"), with the booking dialogs: coupon-only when signed in,
 * 'Personal Details' for a guest.
 * Rules (selectable plans, total, refusals, dialog flow) live in eventBookingMachine.
 */
import {
  bookNowView,
  couponDialogValues,
  type DetailsDraft,
  detailsDialogValues,
  type EventBookingContext,
  type EventBookingInput,
  eventTotal,
  findSelectablePlan,
  holderDialogValues,
  holdersAsked,
  loginPathReturningTo,
  type PlanRowKind,
  planRowKind,
} from '@lwl/machines';
import {
  ADMISSION_RIGHTS_DISCLAIMER,
  type AttendeeFormValues,
  type Event,
  type EventPlanOption,
  eventMessages,
  formatInr,
  gstLabelOf,
  QUANTITY_OPTIONS,
  type QuantityOption,
} from '@lwl/schemas';
import { useDeferredValue } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBuyerProfile } from '../../account/use-buyer-profile.ts';
import { CheckoutStatus } from '../../components/checkout/checkout-status.tsx';
import {
  LazyCouponDialog,
  LazyPurchaseDetailsDialog,
  preloadPurchaseDialogs,
} from '../../components/checkout/lazy-dialogs.tsx';
import type { PurchaseSummary } from '../../components/checkout/purchase-summary.ts';
import { runningCheckout } from '../../components/checkout/running-checkout.ts';
import type { TicketHolders } from '../../components/checkout/ticket-holders.ts';
import { backFromPurchase, useCheckoutView } from '../../components/checkout/use-checkout-view.ts';
import { useDialogHistory } from '../../components/ui/dialog-history.ts';
import { Options } from '../../components/ui/options.tsx';
import { DialogOpenerContext } from '../../components/ui/return-focus.ts';
import { formatDate } from '../../lib/format.ts';
import { useIsSignedIn } from '../../session/session-context.ts';
import { preloadEventReceipt, useEventBooking } from './use-event-booking.ts';
import '../../components/ui/button.css';
import '../../components/ui/form-field.css';
import './event-booking-panel.css';

/** Tickets are charged as listed: their prices include GST. */
const TICKET_GST_LABEL = gstLabelOf('event', 'INR');

const isQuantity = (value: string): value is QuantityOption =>
  (QUANTITY_OPTIONS as readonly string[]).includes(value);

export function EventBookingPanel(input: EventBookingInput & { event: Event }) {
  const [snapshot, send, actor] = useEventBooking(input);
  // A token without a tier books with the details dialog: prefilled from the profile; a member's
  // profile names her on the first ticket of several.
  useBuyerProfile(useIsSignedIn(), send);
  const checkoutRef = runningCheckout(snapshot);
  const checkout = useCheckoutView(checkoutRef);
  // From Book Now until the booking ends: Back cancels a payment screen, else closes the dialog.
  const history = useDialogHistory(snapshot.matches('dialog'), () =>
    backFromPurchase(runningCheckout(actor.getSnapshot()), () => send({ type: 'dialog.close' })),
  );
  const location = useLocation();
  const { event, planId, quantity, signedIn } = snapshot.context;
  const plan = findSelectablePlan(event.prices, planId);
  // Back to this event after signing in.
  const loginPath = loginPathReturningTo(`${location.pathname}${location.search}`);
  const dialogOpen =
    snapshot.matches('dialog') && !snapshot.matches({ dialog: 'opening' }) && checkout.formVisible;
  // The dialog as shown: it turns true once the dialog has rendered (its code may still be loading, a
  // slow phone takes a while to render it); until then Book Now is pending.
  const dialogShown = useDeferredValue(dialogOpen);

  if (snapshot.matches('unavailable')) {
    return (
      <aside className="booking-panel card" aria-labelledby="booking-title">
        <h2 id="booking-title">Tickets</h2>
        <p className="booking-note" role="status">
          {eventMessages.bookingClosedNotice}
        </p>
      </aside>
    );
  }

  const bookNow = bookNowView(plan, quantity);
  const noPlanViewable = event.prices.every((row) => !row.can_view);
  const total = plan ? eventTotal(plan.price, quantity) : 0;
  const count = Number(quantity);
  const orderSummary: PurchaseSummary = {
    item: plan && count > 0 ? { kind: 'event', event_id: event.id, quantity: count } : null,
    what: {
      label: 'Event',
      name: event.name,
      detail: [formatDate(input.event.event_date), plan?.membership].filter(Boolean).join(' · '),
      quantity: count,
      listed: plan ? { unitPrice: plan.price, total, currency: 'INR' } : null,
    },
    checkout: checkoutRef,
  };
  // What both purchase dialogs (member: coupon; guest: contact details) are given alike.
  const dialogProps = {
    open: dialogShown,
    description: event.name,
    busy: checkout.busy || snapshot.hasTag('checkoutLoading'),
    summary: orderSummary,
    onClose: () => send({ type: 'dialog.close' }),
    onDraft: (draft: DetailsDraft) => send({ type: 'draft.keep', draft }),
    holders: ticketHolders(snapshot.context, count, send),
  };

  return (
    <aside className="booking-panel card" aria-labelledby="booking-title">
      <h2 id="booking-title">Tickets</h2>
      <fieldset className="plan-list">
        <legend className="plan-legend">Select your membership plan and quantity</legend>
        <p className="fine-print-xs plan-gst">Ticket prices {TICKET_GST_LABEL}.</p>
        {event.prices.map((row) => (
          <PlanRow
            key={row.id}
            row={row}
            kind={planRowKind(row, signedIn)}
            loginPath={loginPath}
            selected={row.id === planId}
            quantity={row.id === planId ? quantity : '0'}
            onSelect={() => {
              preloadPurchaseDialogs();
              preloadEventReceipt();
              send({ type: 'plan.select', planId: row.id });
            }}
            onQuantity={(next) => {
              preloadPurchaseDialogs();
              preloadEventReceipt();
              send({ type: 'plan.select', planId: row.id });
              send({ type: 'quantity.change', quantity: next });
            }}
          />
        ))}
      </fieldset>
      {noPlanViewable ? (
        <p className="booking-note">
          This event is open to members only. <Link to={loginPath}>Log in</Link> or{' '}
          <Link to="/membership">become a member</Link> to book.
        </p>
      ) : null}
      <div className="booking-total" aria-live="polite">
        <span>Total</span>
        <span>
          <strong>{formatInr(total)}</strong> <span className="booking-total-gst">{TICKET_GST_LABEL}</span>
        </span>
      </div>
      <p className="fine-print-xs">{ADMISSION_RIGHTS_DISCLAIMER}</p>
      <button
        type="button"
        className="btn btn-accent btn-block"
        disabled={!bookNow.enabled}
        aria-busy={(dialogOpen && !dialogShown) || undefined}
        aria-describedby={bookNow.hints.length > 0 ? 'booking-hints' : undefined}
        onClick={() => send({ type: 'booking.open' })}
      >
        Book Now
      </button>
      {bookNow.hints.length > 0 ? (
        <div id="booking-hints" className="booking-hints">
          {bookNow.hints.map((hint) => (
            <p key={hint} className="booking-hint">
              {hint}
            </p>
          ))}
        </div>
      ) : null}

      <DialogOpenerContext value={history.opener}>
        {signedIn ? (
          <LazyCouponDialog
            {...dialogProps}
            defaultValues={couponDialogValues(snapshot.context)}
            onSubmit={(form, attendees) => send({ type: 'coupon.submit', form, ...holdersOf(attendees) })}
          />
        ) : (
          <LazyPurchaseDetailsDialog
            {...dialogProps}
            defaultValues={detailsDialogValues(snapshot.context)}
            onSubmit={(details, attendees) =>
              send({ type: 'details.submit', details, ...holdersOf(attendees) })
            }
          />
        )}
      </DialogOpenerContext>
      <CheckoutStatus checkout={checkoutRef} />
    </aside>
  );
}

const holdersOf = (attendees: AttendeeFormValues[] | undefined) => (attendees ? { attendees } : {});

/** One holder per ticket for an order of several (the first prefilled with the buyer's name). */
function ticketHolders(
  context: EventBookingContext,
  count: number,
  send: (event: { type: 'attendees.keep'; attendees: AttendeeFormValues[] }) => void,
): TicketHolders | undefined {
  if (holdersAsked(count) === 0) return undefined;
  const buyerName = (context.signedIn ? context.profile?.name : detailsDialogValues(context).name) ?? '';
  return {
    count: holdersAsked(count),
    values: holderDialogValues(count, buyerName, context.attendees),
    onKeep: (attendees) => send({ type: 'attendees.keep', attendees }),
  };
}

function PlanRow({
  row,
  kind,
  loginPath,
  selected,
  quantity,
  onSelect,
  onQuantity,
}: {
  row: EventPlanOption;
  kind: PlanRowKind;
  loginPath: string;
  selected: boolean;
  quantity: QuantityOption;
  onSelect: () => void;
  onQuantity: (quantity: QuantityOption) => void;
}) {
  const id = `plan-${row.id}`;
  if (kind === 'signIn') {
    return (
      <div className="plan-row plan-row-signin">
        <span className="plan-choice">
          <span className="plan-name">{row.membership}</span>
          <span className="plan-price">{formatInr(row.price)}</span>
        </span>
        <Link
          to={loginPath}
          className="plan-signin"
          aria-label={`${eventMessages.signInForMemberPrice}: ${row.membership}`}
        >
          {eventMessages.signInForMemberPrice}
        </Link>
      </div>
    );
  }
  const classes = [
    'plan-row',
    row.can_view ? 'plan-row-active' : 'plan-row-locked',
    selected ? 'plan-row-selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label className="plan-choice" htmlFor={id}>
        <input
          id={id}
          type="radio"
          name="event-plan"
          className="plan-radio"
          checked={selected}
          disabled={!row.can_view}
          onChange={onSelect}
        />
        <span className="plan-name">{row.membership}</span>
        <span className="plan-price">{formatInr(row.price)}</span>
      </label>
      {row.can_view ? (
        <label className="plan-quantity">
          <span>Quantity</span>
          <select
            className="select"
            value={quantity}
            aria-label={`Quantity for ${row.membership}`}
            onChange={(e) => {
              if (isQuantity(e.target.value)) onQuantity(e.target.value);
            }}
          >
            <Options values={QUANTITY_OPTIONS} />
          </select>
        </label>
      ) : (
        <span className="plan-lock">Not available for your membership</span>
      )}
    </div>
  );
}
