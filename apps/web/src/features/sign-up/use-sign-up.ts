/**
 * The sign-up machine (global or UAE) wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout (USD) with its row's calls (`signUpPurchase`: `POST global-membership-payment` and
 * `POST membership-payment-callback`), toasts and navigation. The options load with the form; the order
 * endpoints (sign-up-schemas.ts) and the checkout's code (deferred-checkout.ts) at the first input.
 */
import { type SignUpVariant, signUpMachine } from '@lwl/machines';
import { signUpPurchase } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { membershipQuote } from '../../components/membership-form/membership-calls.ts';
import { useMembershipCheckout } from '../../components/membership-form/use-membership-checkout.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { signUpSchemas } from './load-sign-up-schemas.ts';

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const signUpQuoteCall = membershipQuote;

const endpoints = async () => (await signUpSchemas()).membershipEndpoints;

export function useSignUp(variant: SignUpVariant) {
  const checkout = useMembershipCheckout(signUpPurchase, endpoints);
  const signUp = useMachine(signUpMachine.provide(checkout.provided), {
    ...actorOptions(),
    input: { variant },
  });
  checkout.receiptFrom(signUp[2]);
  return signUp;
}
