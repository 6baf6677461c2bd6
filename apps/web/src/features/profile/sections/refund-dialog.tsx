/**
 * The confirmation before a refund request (the refund machine's `confirming` state): the specs'
 * 'Are you sure you want to proceed?', what would be refunded, and what happens next. It stays open,
 * busy, while the request is sent. Loaded with its first use (radix AlertDialog).
 */
import type { RefundRequest } from '@lwl/machines';
import { accountMessages, formatMoney, refundTexts } from '@lwl/schemas';
import { AlertDialog } from 'radix-ui';
import { returnFocus } from '../../../components/ui/return-focus.ts';
import { TermList } from '../../../components/ui/term-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import '../../../components/ui/dialog.css';
import '../../../components/ui/button.css';
import './refund.css';

export interface RefundDialogProps {
  request: RefundRequest;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The Refund button that opened it: the focus goes back there when it closes. */
  opener: () => HTMLElement | null;
}

export default function RefundDialog({ request, busy, onConfirm, onCancel, opener }: RefundDialogProps) {
  const amount = formatMoney(request.amount, request.currency);
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog-content refund-dialog"
          aria-busy={busy}
          onCloseAutoFocus={(event) => returnFocus(event, opener())}
        >
          <AlertDialog.Title className="dialog-title">{refundTexts.dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">
            {accountMessages.confirmProceed}
          </AlertDialog.Description>
          <TermList
            className="refund-facts"
            items={[
              { term: refundTexts.event, value: request.event },
              { term: refundTexts.date, value: formatDate(request.eventDate) },
              request.quantity === null
                ? null
                : { term: refundTexts.quantity, value: String(request.quantity) },
              { term: refundTexts.amount, value: amount },
            ]}
          />
          <h3 className="refund-next-title">{refundTexts.nextTitle}</h3>
          <ul className="refund-next">
            {refundTexts.next(amount).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary" disabled={busy}>
              {refundTexts.cancel}
            </AlertDialog.Cancel>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
              {busy ? refundTexts.sending : refundTexts.confirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
