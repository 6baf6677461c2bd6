/**
 * The sign-up machine (global or UAE) wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout (USD) with `POST global-membership-payment` and `POST membership-payment-callback`,
 * toasts and navigation. The options load with the form; the order endpoints (sign-up-schemas.ts) and
 * the checkout's code (deferred-checkout.ts) at the first input.
 */
import { type SignUpOrderRequest, type SignUpVariant, signUpMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { useDeferredCheckoutLogic } from '../../components/checkout/deferred-checkout.ts';
import { useReceiptSource } from '../../components/checkout/receipt-source.ts';
import {
  chosenMembershipReceipt,
  membershipCalls,
} from '../../components/membership-form/membership-calls.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { showToast } from '../../lib/toast.ts';
import { signUpSchemas } from './load-sign-up-schemas.ts';

const calls = membershipCalls<SignUpOrderRequest>(
  signUpSchemas,
  ({ api, membershipEndpoints }) =>
    (request, signal) =>
      api.request(membershipEndpoints['POST global-membership-payment'], request, { signal }),
);

const loadCheckoutMachine = () =>
  import('./sign-up-checkout-machine.ts').then((module) => module.signUpCheckoutMachine);

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const signUpQuoteCall = calls.quote;

export function useSignUp(variant: SignUpVariant) {
  const receipt = useReceiptSource();
  const checkout = useDeferredCheckoutLogic(loadCheckoutMachine, calls.checkout, {
    receiptItem: receipt.get,
  });
  const signUp = useMachine(
    signUpMachine.provide({
      actors: { ...checkout, loadOptions: calls.loadOptions },
      actions: {
        showToast: (_, params) => showToast(params),
        navigate: (_, { to }) => navigateTo(to),
      },
    }),
    { ...actorOptions(), input: { variant } },
  );
  const actor = signUp[2];
  receipt.set(() => chosenMembershipReceipt(actor.getSnapshot().context));
  return signUp;
}
