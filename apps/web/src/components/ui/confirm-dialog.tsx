/** Answers the pending `requestConfirm` prompt (e.g. 'Are you sure you want to proceed?'). */
import { AlertDialog } from 'radix-ui';
import { useContext } from 'react';
import type { PendingConfirm } from '../../lib/confirm.ts';
import { DialogOpenerContext, returnFocus } from './return-focus.ts';
import './dialog.css';
import './button.css';

export default function ConfirmDialog({ pending }: { pending: PendingConfirm }) {
  const opener = useContext(DialogOpenerContext);
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) pending.answer(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog-content dialog-small"
          onCloseAutoFocus={(event) => returnFocus(event, opener?.() ?? null)}
        >
          <AlertDialog.Title className="dialog-title">Please confirm</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{pending.message}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="btn btn-primary" onClick={() => pending.answer(true)}>
              Yes, proceed
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
