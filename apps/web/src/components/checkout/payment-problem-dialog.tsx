/**
 * A failed payment ('Payment Failed! ' + the provider's description), a server that did not answer
 * the order, or a payment taken that the server has not confirmed yet: the message in an in-page alert
 * dialog with 'Try again' and 'Close'. The purchase's form keeps what was typed; Close returns to it.
 */
import { checkoutTexts } from '@lwl/schemas';
import { CheckoutAlert } from './checkout-alert.tsx';
import type { ProblemKind } from './use-checkout-view.ts';

export interface PaymentProblemDialogProps {
  /** A failed payment, the order call that got no answer, or a payment taken and not confirmed yet. */
  kind: ProblemKind;
  message: string;
  onRetry: () => void;
  onClose: () => void;
}

const TITLES: Record<ProblemKind, string> = {
  payment: checkoutTexts.paymentFailedTitle,
  order: checkoutTexts.orderFailedTitle,
  confirmation: checkoutTexts.paymentReceivedTitle,
};

export default function PaymentProblemDialog({ kind, message, onRetry, onClose }: PaymentProblemDialogProps) {
  return (
    <CheckoutAlert
      title={TITLES[kind]}
      back={{ label: checkoutTexts.close, onSelect: onClose }}
      next={{ label: checkoutTexts.tryAgain, onSelect: onRetry }}
    >
      {message}
    </CheckoutAlert>
  );
}
