/**
 * The mentor detail page's bookings (mentorBookingMachine): 'Pay Now' through the shared checkout with
 * its row's calls (`mentorPurchase`: POST mentor-appointment-payment, then mentor-payment-callback) and
 * the free session (POST mentor-free-sesssion-appointment).
 */
import { fromRequest, type MentorBookingInput, mentorBookingMachine } from '@lwl/machines';
import { mentorPurchase, mentorsEndpoints, ordersMessages } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useBuyerProfile } from '../../account/use-buyer-profile.ts';
import { usePurchaseCheckout } from '../../components/checkout/use-purchase-checkout.ts';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useMentorBooking(input: MentorBookingInput) {
  const session = SessionContext.useActorRef();
  const purchase = usePurchaseCheckout(mentorPurchase, mentorsEndpoints);
  const booking = useMachine(
    mentorBookingMachine.provide({
      actors: {
        ...purchase.provided.actors,
        bookFreeSession: fromRequest(({ input: request, signal }) =>
          api.request(mentorsEndpoints['POST mentor-free-sesssion-appointment'], request, { signal }),
        ),
      },
      actions: {
        ...purchase.provided.actions,
        // The dialogs are open only in their machine states: nothing left to close.
        closeDialog: () => {},
        expireSession: expireSessionWith(session),
      },
    }),
    { ...actorOptions(), input },
  );
  const [, send, actor] = booking;
  useBuyerProfile(input.signedIn, send);
  purchase.setReceipt(() => {
    const { mentor, details, signedIn } = actor.getSnapshot().context;
    return {
      kind: 'mentor',
      item: mentorSessionName(mentor.name),
      quantity: 1,
      ...(details ? { email: details.email } : {}),
      ...(signedIn ? { account: { to: '/profile?section=mentors', kind: 'account' } } : {}),
    };
  });
  return booking;
}

/** What a mentor order is called, on the receipt and in the e-mail alike (defined once in @lwl/schemas). */
export const mentorSessionName = ordersMessages.mentorSession;

export type MentorBookingActor = ReturnType<typeof useMentorBooking>;
