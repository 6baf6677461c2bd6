/**
 * Toasts of every machine (sonner, top right, closing after TIMING_MS.toast). sonner is loaded on
 * demand, outside the first-load bundle: a toast waits until <AppToaster /> has mounted, so none is
 * lost while its chunk arrives.
 */
import type { ToastParams } from '@lwl/machines';

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
  void mounted
    .then(() => import('sonner'))
    .then(({ toast }) => {
      if (kind === 'success') toast.success(message);
      else if (kind === 'info') toast.info(message);
      else toast.error(message);
    });
}
