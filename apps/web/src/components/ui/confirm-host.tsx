/** Mounts the confirm dialog (radix AlertDialog, loaded on demand) while a confirm is pending. */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { confirmStore } from '../../lib/confirm.ts';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx'));

export function ConfirmHost() {
  const pending = useSyncExternalStore(confirmStore.subscribe, confirmStore.getSnapshot);
  if (pending === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog pending={pending} />
    </Suspense>
  );
}
