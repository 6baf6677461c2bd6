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

/** Settles when every toast asked for so far has been handed to sonner, with the time it was. */
let allShown: Promise<number> = Promise.resolve(0);

export function showToast({ kind, message }: ToastParams): void {
  if (message.trim() === '') return;
  wantToaster();
  const shown = mounted
    .then(() => import('sonner'))
    .then(({ toast }) => {
      if (kind === 'success') toast.success(message);
      else if (kind === 'info') toast.info(message);
      else toast.error(message);
      return performance.now();
    });
  allShown = Promise.all([allShown, shown]).then(([before, now]) => Math.max(before, now));
}

/**
 * Runs `then` once the toasts asked for so far have been on screen for `minimumMs`: a reload that follows
 * a toast (the session's expiry) would otherwise wipe it unseen when sonner's chunk arrives late.
 */
export function afterToastsSeen(minimumMs: number, then: () => void): void {
  void allShown.then((shownAt) => {
    setTimeout(then, Math.max(0, shownAt + minimumMs - performance.now()));
  });
}
