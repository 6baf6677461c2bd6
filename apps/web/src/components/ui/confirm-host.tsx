/**
 * Mounts the confirm dialog (radix AlertDialog, loaded on demand) while a confirm is pending. Back
 * answers it as Cancel does (dialog-history.ts).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { confirmStore } from '../../lib/confirm.ts';
import { useDialogHistory } from './dialog-history.ts';
import { DialogOpenerContext } from './return-focus.ts';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx'));

export function ConfirmHost() {
  const pending = useSyncExternalStore(confirmStore.subscribe, confirmStore.getSnapshot);
  const history = useDialogHistory(pending !== null, () => pending?.answer(false));
  if (pending === null) return null;
  return (
    <DialogOpenerContext value={history.opener}>
      <Suspense fallback={null}>
        <ConfirmDialog pending={pending} />
      </Suspense>
    </DialogOpenerContext>
  );
}
