/**
 * The mentor detail page's bookings (mentorBookingMachine): 'Pay Now' through the shared checkout
 * (POST mentor-appointment-payment, then mentor-payment-callback) and the free session
 * (POST mentor-free-sesssion-appointment).
 */
import {
  fromRequest,
  type MentorBookingInput,
  type MentorOrderRequest,
  mentorBookingMachine,
} from '@lwl/machines';
import { mentorsEndpoints, ordersMessages } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useBuyerProfile } from '../../account/use-buyer-profile.ts';
import type { CheckoutCalls } from '../../components/checkout/checkout-providers.ts';
import { useDeferredCheckoutLogic } from '../../components/checkout/deferred-checkout.ts';
import { useReceiptSource } from '../../components/checkout/receipt-source.ts';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { showToast } from '../../lib/toast.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

const mentorCheckoutCalls: CheckoutCalls<MentorOrderRequest> = {
  createOrder: (request, signal) =>
    api.request(mentorsEndpoints['POST mentor-appointment-payment'], request, { signal }),
  confirmPayment: (confirmation, signal) =>
    api.request(mentorsEndpoints['POST mentor-payment-callback'], confirmation, { signal }),
};

const loadCheckoutMachine = () =>
  import('./mentor-checkout-machine.ts').then((module) => module.mentorCheckoutMachine);

export function useMentorBooking(input: MentorBookingInput) {
  const session = SessionContext.useActorRef();
  const receipt = useReceiptSource();
  const checkout = useDeferredCheckoutLogic(loadCheckoutMachine, mentorCheckoutCalls, {
    receiptItem: receipt.get,
  });
  const booking = useMachine(
    mentorBookingMachine.provide({
      actors: {
        ...checkout,
        bookFreeSession: fromRequest(({ input: request, signal }) =>
          api.request(mentorsEndpoints['POST mentor-free-sesssion-appointment'], request, { signal }),
        ),
      },
      actions: {
        showToast: (_, params) => showToast(params),
        // The dialogs are open only in their machine states: nothing left to close.
        closeDialog: () => {},
        expireSession: expireSessionWith(session),
      },
    }),
    { ...actorOptions(), input },
  );
  const [, send, actor] = booking;
  useBuyerProfile(input.signedIn, send);
  receipt.set(() => {
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
