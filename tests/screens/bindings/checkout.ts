/**
 * The checkout every purchase runs (the shared chart `checkout`), one binding per purchase: the same
 * payment window (the mock's sandbox, /__mock/checkout.js) and alerts, each purchase's own page to
 * open it and its own calls. A purchase's flow starts its checkout at its Pay step (`open`).
 */
import { commonMessages } from '@lwl/schemas';
import { sandboxDialog } from '../../support/checkout.ts';
import type { FlowBinding, StepContext } from '../paths/binding.ts';

const inAlert =
  (name: string) =>
  async ({ page }: StepContext) => {
    await page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
  };

export interface Purchase {
  machine: string;
  /** The purchase's page, up to its Pay step (the checkout starts at once). */
  open: (step: StepContext) => Promise<void>;
  /** The order's call and its confirmation's call. */
  order: string;
  confirm: string;
  /** False where the order takes no coupon (a membership): its free and refused orders are not walked. */
  coupons?: boolean;
  /** Why the studio's free order (the event's: on to the receipt) is not this purchase's, when it is not. */
  freeOrder?: false;
}

const NO_COUPON =
  'this purchase takes no coupon: the server neither refuses a code nor makes the order free (walked in the coupon purchases)';

/** Reasons shared by every purchase's checkout. */
const GUEST_ORDER =
  "the studio starts the checkout as a guest's order: no session to expire (a member's expiry is the session flow's)";

export function checkoutBinding(purchase: Purchase): FlowBinding {
  return {
    machine: purchase.machine,
    ...(purchase.machine === 'eventCheckout' ? {} : { inTest: false as const }),
    clock: true,
    starts: { "a guest's event order": purchase.open },
    events: {
      'payment.succeed': {
        'the provider reports the payment went through': async ({ page }) => {
          await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
        },
      },
      'payment.fail': {
        'the provider reports the card was declined': async ({ page }) => {
          await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
        },
      },
      'payment.dismiss': {
        'send it (no fields)': async ({ page }) => {
          await sandboxDialog(page).waitFor();
          await page.keyboard.press('Escape');
        },
      },
      'checkout.cancel': {
        // In the payment window: Back; in the script's alert: its Cancel.
        'send it (no fields)': async ({ page }) => {
          const alert = page.getByRole('alertdialog');
          if (await alert.isVisible())
            await alert.getByRole('button', { name: 'Cancel', exact: true }).click();
          else await page.goBack();
        },
      },
      'problem.retry': {
        'send it (no fields)': async ({ page }) => {
          await page
            .getByRole('alertdialog')
            .getByRole('button', { name: /^(Try again|Retry)$/ })
            .click();
        },
      },
      'problem.close': { 'send it (no fields)': inAlert('Close') },
      'script.retry': { 'send it (no fields)': inAlert('Retry') },
    },
    calls: {
      createOrder: {
        url: purchase.order,
        outcomes: {
          'the server answers “Order created successfully.”': 'mock',
          ...(purchase.coupons === false || purchase.freeOrder === false
            ? {}
            : {
                'a free order: “Your ticket is booked.” (paid, no payment window)': {
                  send: (body: Record<string, unknown>) => ({ ...body, coupon: 'FREE100' }),
                },
              }),
          ...(purchase.coupons === false
            ? {}
            : {
                [`the server answers 400: ${commonMessages.invalidCoupon}`]: {
                  send: (body: Record<string, unknown>) => ({ ...body, coupon: 'BADCODE' }),
                },
              }),
          'the server answers 500: Something went wrong, Please try again later.': { prefer: 500 },
        },
      },
      loadProviderScript: {
        url: '**/__mock/checkout.js',
        outcomes: {
          "the payment provider's script loads": 'mock',
          "the payment provider's script does not load": 'drop',
        },
      },
      confirmPayment: {
        url: purchase.confirm,
        outcomes: {
          'the server answers “Payment successful. Your ticket is booked.”': 'mock',
          [`the server answers 400: ${commonMessages.paymentVerificationFailed}`]: {
            send: (body) => ({ ...body, razorpay_signature: '0'.repeat(64) }),
          },
          'the server answers 500: Something went wrong, Please try again later.': { prefer: 500 },
        },
      },
    },
    shows: {
      orderFailed: 'We could not start your payment',
      scriptFailed: 'Payment could not start',
      paymentFailed: 'Payment failed',
      unconfirmed: 'Payment received',
    },
    unreachable: {
      'creatingOrder —error: createOrder [isSessionExpired]→ expired': GUEST_ORDER,
      'confirming.calling —error: confirmPayment [isSessionExpired]→ expired': GUEST_ORDER,
      expired: GUEST_ORDER,
      'creatingOrder —done: createOrder [isPaidOrderToClose] / showToast, closeDialog→ alreadyPaid':
        "a free order that only closes the dialog is a member's order of a free plan; the studio's start is a guest's",
      ...(purchase.freeOrder === false
        ? {
            'creatingOrder —done: createOrder [isPaidOrder]→ succeeded':
              'a free pass only closes the dialog (already paid), as the app shows it; the studio’s free answer is the event’s, which goes on to the receipt',
          }
        : {}),
      ...(purchase.coupons === false
        ? {
            'creatingOrder —done: createOrder [isPaidOrder]→ succeeded': NO_COUPON,
            'creatingOrder —error: createOrder→ rejected': NO_COUPON,
          }
        : {}),
    },
  };
}
