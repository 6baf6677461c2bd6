/** The provider's script did not load: the message, Retry and Cancel. */
import { checkoutTexts } from '@lwl/schemas';
import { CheckoutAlert } from './checkout-alert.tsx';

export interface ScriptFailedDialogProps {
  message: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

export default function ScriptFailedDialog({ message, onRetry, onCancel }: ScriptFailedDialogProps) {
  return (
    <CheckoutAlert
      title={checkoutTexts.scriptFailedTitle}
      back={{ label: checkoutTexts.cancel, onSelect: onCancel }}
      next={{ label: checkoutTexts.retry, onSelect: onRetry }}
    >
      {message ?? checkoutTexts.scriptFailedFallback} {checkoutTexts.scriptFailedHint}
    </CheckoutAlert>
  );
}
