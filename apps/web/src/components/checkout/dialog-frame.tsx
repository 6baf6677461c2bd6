/** The frame of the purchase dialogs: the shared modal, laid out for a form beside its order summary. */
import type { ReactNode } from 'react';
import { Modal } from '../ui/modal.tsx';
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
    <Modal open={open} onClose={onClose} title={title} description={description} className="purchase-dialog">
      {children}
    </Modal>
  );
}
