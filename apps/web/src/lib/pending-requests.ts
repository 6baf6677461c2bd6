/**
 * Counts the API calls and route chunks in flight, for the full-screen loader overlay that blocks
 * the page while a request runs (docs/product-rules.md, "Pages"). A tiny external store read with
 * `useSyncExternalStore`.
 */
type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const pendingRequests = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): number {
    return inFlight;
  },
  /** Wraps a call so it counts while it runs. */
  async track<T>(work: Promise<T>): Promise<T> {
    inFlight += 1;
    emit();
    try {
      return await work;
    } finally {
      inFlight -= 1;
      emit();
    }
  },
};
