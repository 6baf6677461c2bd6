/**
 * The shared checkout (packages/machines/src/checkout) wired to the browser: the provider's script
 * and dialog, toasts, the payment-failed alert, navigation and the session's 401 handling. Each
 * purchase only supplies its two HTTP calls. Its code comes after the page, at the buyer's first
 * input (deferred-checkout.ts).
 *
 * How a purchase page wires it (use-purchase-checkout.ts reads the purchase's row for its calls and
 * its checkout instance; events shown, every purchase alike):
 * ```ts
 * // use-event-booking.ts
 * const purchase = usePurchaseCheckout(eventPurchase, eventsEndpoints);
 * const booking = useMachine(eventBookingMachine.provide(purchase.provided), { input });
 * purchase.setReceipt(() => receiptFrom(booking[2].getSnapshot().context));
 * // the page
 * const [snapshot, send] = useEventBooking(...);
 * const checkout = runningCheckout(snapshot);
 * const view = useCheckoutView(checkout);   // busy / scriptFailed / providerOpen …
 * <PurchaseDetailsDialog open={inDetails && view.formVisible} busy={view.busy} … />
 * <CheckoutStatus checkout={checkout} />     // loader, and Retry/Cancel after a script failure
 * ```
 * closeDialog: the purchase's dialog is open while the parent machine is in its dialog state AND the
 * child checkout is not past the form (`useCheckoutView(...).formVisible`: hidden while the
 * provider's dialog is open, after a script failure and once redirecting). So the view derives it
 * from state and the action has nothing left to do.
 */
import type {
  CheckoutEvent,
  CheckoutMachine,
  ConfirmAnswer,
  OrderAnswer,
  ProviderOrder,
} from '@lwl/machines';
import { fromRequest } from '@lwl/machines';
import type { PaymentConfirmation, ReceiptItem } from '@lwl/schemas';
import { fromCallback } from 'xstate';
import { deferred } from '../../lib/deferred.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { showToast } from '../../lib/toast.ts';
import { expireSessionWith, type SessionActorRef } from '../../session/session-context.ts';

let provider: typeof import('./payment-provider.ts') | undefined;

/**
 * A purchase whose backend gives no access key hands its receipt over in memory: that module comes at
 * the first input, not with the page.
 */
const receiptHandoff = deferred(() => import('../../lib/receipt-handoff.ts'));

/** The provider's glue arrives with its script, when the buyer pays (payment-provider.ts). */
async function loadProvider(): Promise<void> {
  provider ??= await import('./payment-provider.ts');
  await provider.loadProviderScript();
}

/** The checkout opens the dialog only once `loadProviderScript` has succeeded: the glue is there by then. */
const openProviderDialog = fromCallback<CheckoutEvent, ProviderOrder>(({ input, sendBack }) => {
  if (provider === undefined) throw new Error('openProviderDialog: the checkout script is not loaded');
  return provider.openProviderDialog({ input, sendBack });
});

/** The two HTTP calls of one purchase. Reject with the client's ApiError (401 → session, 400 → message). */
export interface CheckoutCalls<TRequest> {
  createOrder: (request: TRequest, signal: AbortSignal) => Promise<OrderAnswer>;
  confirmPayment: (confirmation: PaymentConfirmation, signal: AbortSignal) => Promise<ConfirmAnswer>;
}

export interface CheckoutWiring<TRequest> extends CheckoutCalls<TRequest> {
  /** The app's session actor: a 401 sends it `session.expire` (clear storage, message, /login). */
  session: Pick<SessionActorRef, 'send'>;
  /** What was bought, for the receipt on the thank-you page (read when the purchase completes). */
  receiptItem?: () => ReceiptItem | null;
}

/** The checkout machine with the browser's side of it and the purchase's calls. */
export function provideCheckout<TRequest>(
  machine: CheckoutMachine<TRequest>,
  wiring: CheckoutWiring<TRequest>,
) {
  return machine.provide({
    actors: {
      createOrder: fromRequest(({ input, signal }) => wiring.createOrder(input.request, signal)),
      confirmPayment: fromRequest(({ input, signal }) => wiring.confirmPayment(input, signal)),
      loadProviderScript: fromRequest(loadProvider),
      openProviderDialog,
    },
    actions: {
      showToast: (_, params) => showToast(params),
      navigate: (_, { to, receipt }) => {
        // An order with an access key: `to` is its receipt's own address, which loads it from the server.
        if (receipt.access_key) return navigateTo(to);
        const item = wiring.receiptItem?.() ?? null;
        if (item === null) return navigateTo(to);
        const paid = { ...item, ...receipt, paid_at: new Date().toISOString() };
        // Without the module (a failed download) the thank-you page shows the specs' text alone.
        void receiptHandoff().then(
          ({ handOverReceipt }) => navigateTo(to, handOverReceipt(paid)),
          () => navigateTo(to),
        );
      },
      expireSession: expireSessionWith(wiring.session),
      closeDialog: () => {},
    },
  });
}
