/**
 * 'Pay Now' and 'Book A Free Session' of a mentor. The machine runs here;
 * its dialogs (forms, radix, the checkout's screens) load on demand, once a booking starts.
 */
import { type BookableMentor, mentorSessionPrice, showsFreeSession } from '@lwl/machines';
import { FREE_SESSION_LABEL, freeSessionSummary, MENTOR_PAY_NOW_LABEL } from '@lwl/schemas';
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { backFromPurchase } from '../../components/checkout/use-checkout-view.ts';
import { useDialogHistory } from '../../components/ui/dialog-history.ts';
import { DialogOpenerContext } from '../../components/ui/return-focus.ts';
import { useMentorBooking } from './use-mentor-booking.ts';
import '../../components/ui/button.css';

const MentorBookingDialogs = lazy(() => import('./mentor-booking-dialogs.tsx'));

export function MentorBooking({
  mentor,
  signedIn,
  priceLabel,
}: {
  mentor: BookableMentor;
  signedIn: boolean;
  priceLabel: string;
}) {
  const booking = useMentorBooking({ mentor, signedIn });
  const [snapshot, send, actor] = booking;
  const freeNoteId = useId();
  // From either button until the booking ends: Back cancels a payment screen, else closes the dialog.
  const history = useDialogHistory(!snapshot.matches('idle') && snapshot.status === 'active', () =>
    backFromPurchase(actor.getSnapshot().children.checkout, () => send({ type: 'dialog.close' })),
  );
  const started = !snapshot.matches('idle');
  // The dialogs as shown: true once they have rendered (their code may still be loading); until then
  // the button that started the booking is pending.
  const shown = useDeferredValue(started);
  const opening = started && !shown;
  return (
    <div className="cluster mentor-actions">
      <button
        type="button"
        className="btn btn-primary"
        aria-busy={(opening && snapshot.matches('payment')) || undefined}
        onClick={() => send({ type: 'payment.open' })}
      >
        {MENTOR_PAY_NOW_LABEL}
      </button>
      {showsFreeSession(signedIn, mentor) ? (
        <button
          type="button"
          className="btn btn-secondary"
          aria-describedby={freeNoteId}
          aria-busy={(opening && snapshot.matches('freeSession')) || undefined}
          onClick={() => send({ type: 'freeSession.open' })}
        >
          {FREE_SESSION_LABEL}
        </button>
      ) : null}
      {showsFreeSession(signedIn, mentor) ? (
        <p id={freeNoteId} className="mentor-free-note">
          {freeSessionSummary(mentor.allow_non_member)}
        </p>
      ) : null}
      <DialogOpenerContext value={history.opener}>
        {/* Mounted throughout, so that the deferred opening waits here for the dialogs' code. */}
        <Suspense fallback={null}>
          {shown && started ? (
            <MentorBookingDialogs
              booking={booking}
              mentorName={mentor.name}
              priceLabel={priceLabel}
              listedPrice={mentorSessionPrice(signedIn, mentor)}
            />
          ) : null}
        </Suspense>
      </DialogOpenerContext>
    </div>
  );
}
