/** The provider's script did not load: the message, Retry and Cancel (an accessible radix AlertDialog). */
import { AlertDialog } from 'radix-ui';
import '../ui/dialog.css';
import '../ui/button.css';

export interface ScriptFailedDialogProps {
  message: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

export default function ScriptFailedDialog({ message, onRetry, onCancel }: ScriptFailedDialogProps) {
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content dialog-small">
          <AlertDialog.Title className="dialog-title">Payment could not start</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">
            {message ?? 'The payment window could not be loaded.'} The payment window did not load; check your
            connection and try again.
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn btn-primary"
              onClick={(event) => {
                event.preventDefault();
                onRetry();
              }}
            >
              Retry
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
