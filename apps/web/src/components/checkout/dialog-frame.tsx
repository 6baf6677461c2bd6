/**
 * The frame of the purchase dialogs: a radix Dialog with a title, an optional description, a close
 * button, Escape and a focus trap. Its content mounts on open, so a form inside starts from its
 * default values each time.
 */
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import '../ui/dialog.css';
import './checkout.css';

export interface DialogFrameProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

export function DialogFrame({ open, title, description, onClose, children }: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content purchase-dialog"
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
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
