/** The provider's script did not load: the message, Retry and Cancel. */
import { CheckoutAlert } from './checkout-alert.tsx';

export interface ScriptFailedDialogProps {
  message: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

export default function ScriptFailedDialog({ message, onRetry, onCancel }: ScriptFailedDialogProps) {
  return (
    <CheckoutAlert
      title="Payment could not start"
      back={{ label: 'Cancel', onSelect: onCancel }}
      next={{ label: 'Retry', onSelect: onRetry }}
    >
      {message ?? 'The payment window could not be loaded.'} The payment window did not load; check your
      connection and try again.
    </CheckoutAlert>
  );
}
