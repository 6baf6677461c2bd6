/**
 * Where the focus goes when a dialog closes. radix gives it back to a `Dialog.Trigger`; the app's
 * dialogs are opened by machines from the page's own buttons, with no trigger, and radix then drops
 * the focus on the page's body. A dialog records its opener (the element focused when it opened) and
 * returns the focus to it, unless the focus already went elsewhere (another dialog took it over).
 */
import { createContext, useLayoutEffect, useRef } from 'react';

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** An element a dialog can give the focus back to: an element of the page, not of a dialog. */
function isOpener(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && element.closest(DIALOGS) === null;
}

/**
 * The opener a purchase hands to its dialogs (from `useDialogHistory`): it outlives each dialog's
 * mount, e.g. when the details dialog comes back after a cancelled payment.
 */
export const DialogOpenerContext = createContext<(() => HTMLElement | null) | null>(null);

/** The element that had the focus when `open` last turned true (read before radix moves the focus). */
export function useOpenedFrom(open: boolean): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && isOpener(document.activeElement)) opener.current = document.activeElement;
  }, [open]);
  // One function for the component's life: a stable context value.
  const read = useRef(() => (opener.current?.isConnected ? opener.current : null));
  return read.current;
}

/**
 * radix's `onCloseAutoFocus`: the focus goes back to `opener` when it was lost with the dialog; when
 * another dialog is open now (the payment provider's, an alert), into that one instead.
 */
export function returnFocus(event: Event, opener: HTMLElement | null): void {
  event.preventDefault();
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
  const closing = event.target instanceof Node ? event.target : null;
  const other = [...document.querySelectorAll<HTMLElement>(DIALOGS)].find(
    (dialog) => closing === null || !(dialog.contains(closing) || closing.contains(dialog)),
  );
  const target = other ? other.querySelector<HTMLElement>('button, [href], input, select, textarea') : opener;
  target?.focus();
}
