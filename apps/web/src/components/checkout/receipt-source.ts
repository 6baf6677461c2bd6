import type { ReceiptItem } from '@lwl/schemas';
import { useMemo, useRef } from 'react';

/**
 * A getter for `receiptItem` whose source the page sets after its machine starts:
 * `const receipt = useReceiptSource()`, `useDeferredCheckoutLogic(load, calls, { receiptItem: receipt.get })`, then
 * `receipt.set(() => itemFrom(actor.getSnapshot().context))`.
 */
export function useReceiptSource() {
  const ref = useRef<() => ReceiptItem | null>(() => null);
  return useMemo(
    () => ({
      get: () => ref.current(),
      set: (source: () => ReceiptItem | null) => {
        ref.current = source;
      },
    }),
    [],
  );
}
