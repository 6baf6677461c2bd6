/**
 * The frame of every modal dialog: a radix Dialog with a title, an optional description, a close
 * button (×), Escape, an overlay click and a focus trap. Its content mounts on open, so a form inside
 * starts from its default values each time; a form's dialog opens with the focus on its first field
 * (first-field.ts), a dialog without one on its first control. On closing, the focus returns to the element that opened
 * it (return-focus.ts): `returnFocusTo`, else the opener its purchase recorded, else its own.
 */
import { Dialog } from 'radix-ui';
import { type ReactNode, useContext } from 'react';
import { focusFirstField } from './first-field.ts';
import { DialogOpenerContext, returnFocus, useOpenedFrom } from './return-focus.ts';
import './dialog.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Classes of the dialog box beside `dialog-content`. */
  className: string;
  description?: ReactNode;
  /** Where the focus goes when the dialog closes (by default: the element focused when it opened). */
  returnFocusTo?: () => HTMLElement | null;
  overlayTestId?: string;
  children: ReactNode;
}

export function Modal({
  open,
  onClose,
  title,
  className,
  description,
  returnFocusTo,
  overlayTestId,
  children,
}: ModalProps) {
  const purchaseOpener = useContext(DialogOpenerContext);
  const ownOpener = useOpenedFrom(open);
  const opener = () => returnFocusTo?.() ?? purchaseOpener?.() ?? ownOpener();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" data-testid={overlayTestId} />
        <Dialog.Content
          className={`dialog-content ${className}`}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={(event) => returnFocus(event, opener())}
        >
          <div className="dialog-head">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="dialog-close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description !== undefined ? (
            <Dialog.Description className="dialog-description">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
