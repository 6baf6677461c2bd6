/**
 * What a purchase view reads from its running checkout child (`snapshot.children.checkout`): the
 * phase, whether its own dialog shows, and the script-failure message.
 */
import type { CheckoutEvent } from '@lwl/machines';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

type CheckoutTag = 'busy' | 'scriptFailed' | 'redirecting';

/** The part of a checkout child's snapshot the views read (any purchase's request type). */
export interface CheckoutSnapshotLike {
  status: string;
  value: unknown;
  context: { error: string | null };
  hasTag(tag: CheckoutTag): boolean;
}

export interface CheckoutRefLike extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot(): CheckoutSnapshotLike;
  send(event: CheckoutEvent): void;
}

/**
 * 'none': no checkout running (the form is being filled); 'busy': a call or the script load runs
 * (loader over the form); 'paying': the provider's dialog is open; 'scriptFailed': Retry/Cancel;
 * 'redirecting': paid, the dialog closed, navigation pending; 'done': ended, the parent moves on.
 */
export type CheckoutPhase = 'none' | 'busy' | 'paying' | 'scriptFailed' | 'redirecting' | 'done';

export function checkoutPhase(snapshot: CheckoutSnapshotLike | undefined): CheckoutPhase {
  if (snapshot === undefined) return 'none';
  if (snapshot.status !== 'active') return 'done';
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.hasTag('scriptFailed')) return 'scriptFailed';
  if (snapshot.hasTag('redirecting')) return 'redirecting';
  return snapshot.value === 'paying' ? 'paying' : 'done';
}

export interface CheckoutView {
  phase: CheckoutPhase;
  /** The purchase's own dialog shows (before the provider's dialog opens, and under the loader). */
  formVisible: boolean;
  /** Calls or navigation are running: block the page and disable the submit button. */
  busy: boolean;
  scriptError: string | null;
}

export function useCheckoutView(checkout: CheckoutRefLike | undefined): CheckoutView {
  const phase = useSelector(checkout, (snapshot) => checkoutPhase(snapshot));
  const scriptError = useSelector(checkout, (snapshot) => snapshot?.context.error ?? null);
  return {
    phase,
    formVisible: phase === 'none' || phase === 'busy',
    busy: phase === 'busy' || phase === 'redirecting',
    scriptError,
  };
}
