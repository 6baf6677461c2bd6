/**
 * A failed payment ('Payment Failed! ' + the provider's description), a server that did not answer
 * the order, or a payment taken that the server has not confirmed yet: the message in an in-page alert
 * dialog with 'Try again' and 'Close'. The purchase's form keeps what was typed; Close returns to it.
 */
import { checkoutTexts } from '@lwl/schemas';
import { AlertDialog } from 'radix-ui';
import '../ui/dialog.css';
import '../ui/button.css';
import type { ProblemKind } from './use-checkout-view.ts';

export interface PaymentProblemDialogProps {
  /** A failed payment, the order call that got no answer, or a payment taken and not confirmed yet. */
  kind: ProblemKind;
  message: string;
  onRetry: () => void;
  onClose: () => void;
}

export default function PaymentProblemDialog({ kind, message, onRetry, onClose }: PaymentProblemDialogProps) {
  const title = {
    payment: checkoutTexts.paymentFailedTitle,
    order: checkoutTexts.orderFailedTitle,
    confirmation: checkoutTexts.paymentReceivedTitle,
  }[kind];
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content dialog-small">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{message}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary">{checkoutTexts.close}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn btn-primary"
              onClick={(event) => {
                event.preventDefault();
                onRetry();
              }}
            >
              {checkoutTexts.tryAgain}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
