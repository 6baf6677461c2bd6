/**
 * Toasts of every machine (sonner, top right, closing after TIMING_MS.toast). sonner is loaded by the
 * first toast, never at page load: the root layout mounts <AppToaster /> once `toasterWanted` settles,
 * and a toast waits until it has mounted, so none is lost while its chunk arrives.
 */
import type { ToastParams } from '@lwl/machines';

let wantToaster: () => void = () => {};
/** Settles at the first toast. */
export const toasterWanted = new Promise<void>((resolve) => {
  wantToaster = resolve;
});

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by <AppToaster /> once sonner's Toaster listens. */
export function toasterMounted(): void {
  markMounted();
}

export function showToast({ kind, message }: ToastParams): void {
  if (message.trim() === '') return;
  wantToaster();
  void mounted
    .then(() => import('sonner'))
    .then(({ toast }) => {
      if (kind === 'success') toast.success(message);
      else if (kind === 'info') toast.info(message);
      else toast.error(message);
    });
}
