/**
 * An alert of the checkout over the purchase page (an accessible radix AlertDialog): a title, what
 * happened, a way back (Escape too) and a way on, which keeps the alert open until the machine moves.
 */
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import '../ui/dialog.css';
import '../ui/button.css';

export interface CheckoutAlertProps {
  title: string;
  children: ReactNode;
  back: { label: string; onSelect: () => void };
  next: { label: string; onSelect: () => void };
}

export function CheckoutAlert({ title, children, back, next }: CheckoutAlertProps) {
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) back.onSelect();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content dialog-small">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{children}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary">{back.label}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn btn-primary"
              onClick={(event) => {
                event.preventDefault();
                next.onSelect();
              }}
            >
              {next.label}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
