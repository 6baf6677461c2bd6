/**
 * A promise-based confirm prompt rendered by <ConfirmDialog /> (an accessible radix AlertDialog
 * instead of window.confirm). Machines' `confirm` actors call `requestConfirm`; the dialog reads
 * the pending question with `useSyncExternalStore` and answers it.
 */
export interface PendingConfirm {
  message: string;
  answer: (ok: boolean) => void;
}

type Listener = () => void;

let pending: PendingConfirm | null = null;
const listeners = new Set<Listener>();

function set(next: PendingConfirm | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

export const confirmStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): PendingConfirm | null {
    return pending;
  },
};

export function requestConfirm(message: string, signal?: AbortSignal): Promise<boolean> {
  pending?.answer(false);
  return new Promise<boolean>((resolve) => {
    const entry: PendingConfirm = {
      message,
      answer: (ok) => {
        if (pending === entry) set(null);
        resolve(ok);
      },
    };
    signal?.addEventListener('abort', () => entry.answer(false), { once: true });
    set(entry);
  });
}
