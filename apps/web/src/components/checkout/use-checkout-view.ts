/**
 * What a purchase view reads from its running checkout child (`snapshot.children.checkout`): the
 * phase, whether its own dialog shows, the script-failure message and the in-page alert's message.
 */
import type { CheckoutEvent } from '@lwl/machines';
import type { ChargeBreakdown } from '@lwl/schemas';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

type CheckoutTag = 'busy' | 'scriptFailed' | 'redirecting' | 'problem' | 'confirming';

/** The part of a checkout child's snapshot the views read (any purchase's request type). */
export interface CheckoutSnapshotLike {
  status: string;
  value: unknown;
  context: { error: string | null; problem?: string | null; breakdown?: ChargeBreakdown | null };
  output?: { couponError?: string } | undefined;
  hasTag(tag: CheckoutTag): boolean;
}

export interface CheckoutRefLike extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot(): CheckoutSnapshotLike;
  send(event: CheckoutEvent): void;
}

/**
 * 'none': no checkout running (the form is being filled); 'busy': a call or the script load runs
 * (loader over the form); 'paying': the provider's dialog is open; 'scriptFailed': Retry/Cancel;
 * 'problem': the in-page alert (failed payment, server unreachable); 'redirecting': paid, the dialog
 * closed, navigation pending; 'done': ended, the parent moves on.
 */
export type CheckoutPhase = 'none' | 'busy' | 'paying' | 'scriptFailed' | 'problem' | 'redirecting' | 'done';

export function checkoutPhase(snapshot: CheckoutSnapshotLike | undefined): CheckoutPhase {
  if (snapshot === undefined) return 'none';
  if (snapshot.status !== 'active') return 'done';
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.hasTag('scriptFailed')) return 'scriptFailed';
  if (snapshot.hasTag('problem')) return 'problem';
  if (snapshot.hasTag('redirecting')) return 'redirecting';
  return snapshot.value === 'paying' ? 'paying' : 'done';
}

/**
 * What Back does over a checkout screen (the provider's dialog, the script failure, the in-page alert):
 * cancel that attempt as its own Cancel or Close would, back to the purchase's form, data kept.
 * Nothing while a call runs or the redirect is pending: that step is not interrupted.
 */
export function checkoutBackEvent(phase: CheckoutPhase): CheckoutEvent | null {
  if (phase === 'paying' || phase === 'scriptFailed') return { type: 'checkout.cancel' };
  if (phase === 'problem') return { type: 'problem.close' };
  return null;
}

/** A purchase machine's child `checkout`, told apart from its other children by its snapshot. */
export function isCheckoutRef(child: { getSnapshot(): unknown } | undefined): child is CheckoutRefLike {
  const snapshot = child?.getSnapshot();
  return typeof snapshot === 'object' && snapshot !== null && 'hasTag' in snapshot;
}

/**
 * Back during a purchase (components/ui/dialog-history.ts): over a checkout screen, cancels that
 * attempt (the purchase's dialog comes back); otherwise asks the purchase to close its dialog. Reads
 * the running checkout as it is now, not as last rendered: the provider's dialog opens between renders.
 */
export function backFromPurchase(
  child: { getSnapshot(): unknown } | undefined,
  closeDialog: () => void,
): void {
  const checkout = isCheckoutRef(child) ? child : undefined;
  const back = checkoutBackEvent(checkoutPhase(checkout?.getSnapshot()));
  if (checkout && back) checkout.send(back);
  else closeDialog();
}

export interface CheckoutView {
  phase: CheckoutPhase;
  /** The purchase's own dialog shows (before the provider's dialog opens, and under the loader). */
  formVisible: boolean;
  /** Calls or navigation are running: block the page and disable the submit button. */
  busy: boolean;
  scriptError: string | null;
  /** The in-page alert's message, and whether it is about the payment, the order call or a payment taken but not confirmed yet. */
  problem: string | null;
  problemKind: ProblemKind;
  /** The provider took the payment and the server is confirming it: the form stays hidden, the wait says so. */
  confirming: boolean;
}

export type ProblemKind = 'payment' | 'order' | 'confirmation';

const problemKindOf = (value: unknown): ProblemKind =>
  value === 'paymentFailed' ? 'payment' : value === 'unconfirmed' ? 'confirmation' : 'order';

export function useCheckoutView(checkout: CheckoutRefLike | undefined): CheckoutView {
  const phase = useSelector(checkout, (snapshot) => checkoutPhase(snapshot));
  const scriptError = useSelector(checkout, (snapshot) => snapshot?.context.error ?? null);
  const problem = useSelector(checkout, (snapshot) => snapshot?.context.problem ?? null);
  const problemKind = useSelector(checkout, (snapshot) => problemKindOf(snapshot?.value));
  const confirming = useSelector(checkout, (snapshot) => snapshot?.hasTag('confirming') ?? false);
  return {
    phase,
    confirming,
    formVisible: phase === 'none' || (phase === 'busy' && !confirming),
    busy: phase === 'busy' || phase === 'redirecting',
    scriptError,
    problem,
    problemKind,
  };
}
