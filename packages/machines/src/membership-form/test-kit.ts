/**
 * Fakes for the tests of the machines built on membership-form-states.ts (not exported by the
 * package index): the options call answers as scripted and records its slugs, the checkout's code
 * loads (or fails) as scripted and the invoked checkout runs on the checkout fakes, `showToast` and `navigate` are recorded.
 */
import type { MembershipPriceOption } from '@lwl/schemas';
import { expect } from 'vitest';
import { type AnyActorRef, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutMachine } from '../checkout/checkout-machine.ts';
import { type CheckoutFakes, checkoutHarness, untilCheckout } from '../checkout/test-kit.ts';
import { type Scripted, settle } from '../shared/test-fakes.ts';

const WELCOME = 'Thank you! Your booking was successful. Welcome to Leading Ladies Network!';

export function membershipFormHarness<TRequest>(
  checkout: CheckoutMachine<TRequest>,
  fakes: Partial<CheckoutFakes<TRequest>>,
  loaded: Scripted<MembershipPriceOption[]>,
  /** How `prepareCheckout` (the checkout's code) settles. */
  prepared: Scripted<void> = { ok: undefined },
) {
  const harness = checkoutHarness(checkout, fakes);
  const slugs: string[] = [];
  const loadOptions = fromPromise<MembershipPriceOption[], { slug: string }>(async ({ input }) => {
    slugs.push(input.slug);
    return settle(loaded);
  });
  return {
    ...harness,
    slugs,
    clock: new SimulatedClock(),
    /** For `machine.provide(...)`. */
    implementations: {
      actors: {
        checkout: harness.checkout,
        loadOptions,
        prepareCheckout: fromPromise(() => settle(prepared)),
      },
      actions: {
        showToast: harness.recorder.record('showToast'),
        navigate: harness.recorder.record('navigate'),
      },
    },
  };
}

/** With the provider's dialog open: pays, then expects the welcome toast and /thank-you 1 s later. */
export async function paysWelcomesAndLeaves(
  actor: AnyActorRef,
  {
    dialog,
    recorder,
    clock,
  }: Pick<ReturnType<typeof membershipFormHarness>, 'dialog' | 'recorder' | 'clock'>,
): Promise<void> {
  dialog.succeed();
  await untilCheckout(actor, 'succeeded');
  expect(recorder.toasts('success')).toEqual([WELCOME]);
  clock.increment(999);
  expect(recorder.count('navigate')).toBe(0);
  clock.increment(1);
  expect(recorder.calls.at(-1)).toMatchObject({ action: 'navigate', params: { to: '/thank-you' } });
}
