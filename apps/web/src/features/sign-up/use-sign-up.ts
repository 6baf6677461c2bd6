/**
 * The sign-up machine (global or UAE) wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout (USD) with `POST global-membership-payment` and `POST membership-payment-callback`,
 * toasts and navigation. The options load with the form; the order endpoints (sign-up-schemas.ts) and
 * the checkout's code (deferred-checkout.ts) at the first input.
 */
import { type SignUpVariant, signUpMachine } from '@lwl/machines';
import { signUpPurchase } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { usePurchaseCheckout } from '../../components/checkout/use-purchase-checkout.ts';
import {
  chosenMembershipReceipt,
  loadMembershipOptions,
  membershipQuote,
} from '../../components/membership-form/membership-calls.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { signUpSchemas } from './load-sign-up-schemas.ts';

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const signUpQuoteCall = membershipQuote;

export function useSignUp(variant: SignUpVariant) {
  const checkout = usePurchaseCheckout(
    signUpPurchase,
    async () => (await signUpSchemas()).membershipEndpoints,
  );
  const signUp = useMachine(
    signUpMachine.provide({
      actors: { ...checkout.provided.actors, loadOptions: loadMembershipOptions },
      actions: {
        ...checkout.provided.actions,
        navigate: (_, { to }) => navigateTo(to),
      },
    }),
    { ...actorOptions(), input: { variant } },
  );
  const actor = signUp[2];
  checkout.setReceipt(() => chosenMembershipReceipt(actor.getSnapshot().context));
  return signUp;
}
