/**
 * Fakes for tests of the checkout and of the purchases that invoke it (not exported by the
 * package index): the checkout's HTTP actors answer with scripted results, its actions are
 * recorded, and a test plays the provider's dialog. Failures and the recorder: ../shared/test-fakes.ts.
 */
import { type CreateOrderResponse, computeCharge, type PaymentConfirmation } from '@lwl/schemas';
import { type AnyActorRef, fromCallback, fromPromise, waitFor } from 'xstate';
import { ActionRecorder, type Scripted, settle } from '../shared/test-fakes.ts';
import type { CheckoutEvent, CheckoutMachine, ConfirmAnswer, ProviderOrder } from './checkout-machine.ts';
import type { OrderAnswer } from './order-answer.ts';

/** The provider's dialog, played by the test: `succeed()`, `fail(description)`, `dismiss()`. */
export class ProviderDialogStub {
  opened: ProviderOrder[] = [];
  closed = 0;
  private sendBack: ((event: CheckoutEvent) => void) | undefined;

  readonly logic = fromCallback<CheckoutEvent, ProviderOrder>(({ input, sendBack }) => {
    this.opened.push(input);
    this.sendBack = sendBack;
    return () => {
      this.closed += 1;
      this.sendBack = undefined;
    };
  });

  get isOpen(): boolean {
    return this.sendBack !== undefined;
  }

  succeed(confirmation: PaymentConfirmation = fakeConfirmation): void {
    this.send({ type: 'payment.succeed', confirmation });
  }

  fail(description: string): void {
    this.send({
      type: 'payment.fail',
      failure: { error: { code: 'BAD_REQUEST_ERROR', description, reason: 'payment_failed' } },
    });
  }

  dismiss(): void {
    this.send({ type: 'payment.dismiss' });
  }

  private send(event: CheckoutEvent): void {
    if (!this.sendBack) throw new Error('the provider dialog is not open');
    this.sendBack(event);
  }
}

export const fakeConfirmation: PaymentConfirmation = {
  razorpay_order_id: 'order_AbCdEfGh123456',
  razorpay_payment_id: 'pay_ZyXwVuTs654321',
  razorpay_signature: 'f'.repeat(64),
};

export const createdOrder: CreateOrderResponse = {
  status: 1,
  order_id: 'order_AbCdEfGh123456',
  amount: 250000,
  currency: 'INR',
  message: 'Order created.',
  breakdown: computeCharge({
    unitPrice: 2500,
    quantity: 1,
    currency: 'INR',
    treatment: 'included',
    discountPercent: 0,
    supply: 'intra_state',
  }),
};

export const paidOrder: CreateOrderResponse = {
  status: 1,
  order_id: 'order_FreeFreeFree01',
  amount: 0,
  currency: 'INR',
  paid: true,
  message: 'Payment successful.',
};

const confirmed: ConfirmAnswer = { status: 1, message: 'Payment received. See you there!' };

export interface CheckoutFakes<TRequest> {
  order?: Scripted<OrderAnswer>;
  /** The confirmation's result, or the results of successive confirmations (the last one repeats). */
  confirm?: Scripted<ConfirmAnswer> | Array<Scripted<ConfirmAnswer>>;
  /** Results of successive script loads (the last one repeats). */
  script?: Array<Scripted<undefined>>;
  recorder: ActionRecorder;
  dialog: ProviderDialogStub;
  /** Every request the create-order fake received. */
  requests?: TRequest[];
  confirmations?: PaymentConfirmation[];
}

/** The checkout with fake actors and recording actions. */
export function provideCheckout<TRequest>(
  machine: CheckoutMachine<TRequest>,
  fakes: CheckoutFakes<TRequest>,
) {
  const scripts = fakes.script ?? [{ ok: undefined }];
  let loads = 0;
  const confirms = fakes.confirm === undefined ? [{ ok: confirmed }] : [fakes.confirm].flat();
  let confirmations = 0;
  const { recorder } = fakes;
  return machine.provide({
    actors: {
      createOrder: fromPromise<OrderAnswer, { request: TRequest }>(async ({ input }) => {
        fakes.requests?.push(input.request);
        return settle(fakes.order ?? { ok: createdOrder });
      }),
      loadProviderScript: fromPromise<void, void>(async () => {
        const result = scripts[Math.min(loads, scripts.length - 1)] ?? { ok: undefined };
        loads += 1;
        await settle(result);
      }),
      openProviderDialog: fakes.dialog.logic,
      confirmPayment: fromPromise<ConfirmAnswer, PaymentConfirmation>(async ({ input }) => {
        fakes.confirmations?.push(input);
        const result = confirms[Math.min(confirmations, confirms.length - 1)] ?? { ok: confirmed };
        confirmations += 1;
        return settle(result);
      }),
    },
    actions: {
      showToast: recorder.record('showToast'),
      closeDialog: recorder.record('closeDialog'),
      navigate: recorder.record('navigate'),
      expireSession: recorder.record('expireSession'),
    },
  });
}

/** Everything a purchase test needs to drive its invoked checkout. */
export function checkoutHarness<TRequest>(
  machine: CheckoutMachine<TRequest>,
  fakes: Partial<Omit<CheckoutFakes<TRequest>, 'recorder' | 'dialog' | 'requests' | 'confirmations'>> = {},
) {
  const recorder = new ActionRecorder();
  const dialog = new ProviderDialogStub();
  const requests: TRequest[] = [];
  const confirmations: PaymentConfirmation[] = [];
  const checkout = provideCheckout(machine, { recorder, dialog, requests, confirmations, ...fakes });
  return { recorder, dialog, requests, confirmations, checkout };
}

/** Waits until the checkout a purchase invoked (child `checkout`) reaches `state`. */
export async function untilCheckout(parent: AnyActorRef, state: string): Promise<void> {
  await waitFor(await runningCheckout(parent), (snapshot) => snapshot.matches(state));
}

/** The child `checkout`, once invoked: a purchase may first wait for its code (`preparing`). */
async function runningCheckout(parent: AnyActorRef): Promise<AnyActorRef> {
  const running = await waitFor(parent, (snapshot) => snapshot.children.checkout !== undefined, {
    timeout: 1000,
  });
  return running.children.checkout;
}

/**
 * The in-page alert of the checkout a purchase invoked (failed payment, unreachable server): waits for
 * it, returns its message and presses Close, so the purchase goes back to its dialog or form.
 */
export async function closeCheckoutProblem(parent: AnyActorRef): Promise<string | null> {
  const child = await runningCheckout(parent);
  const snapshot = await waitFor(child, (s) => s.hasTag('problem'));
  child.send({ type: 'problem.close' });
  return snapshot.context.problem;
}
