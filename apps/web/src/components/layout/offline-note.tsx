/**
 * The shell's quiet note while the browser is offline (a status, not an alert: nothing the visitor did
 * failed). Always in the page, empty while online, so screen readers hear it when it fills.
 */
import { connectivityMachine } from '@lwl/machines';
import { connectivityMessages } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { announceReconnect, watchBrowserConnection } from '../../lib/connectivity.ts';
import { actorOptions } from '../../lib/inspect.ts';
import './offline-note.css';

const appConnectivity = connectivityMachine.provide({
  actors: { watchConnection: watchBrowserConnection },
  actions: { announceReconnect },
});

export function OfflineNote() {
  // Online at first, as the page written at build time says; the watcher corrects it at once.
  const [snapshot] = useMachine(appConnectivity, { ...actorOptions(), input: { online: true } });
  const offline = snapshot.matches('offline');
  return (
    <div className={offline ? 'offline-note offline-note-shown' : 'offline-note'} role="status">
      {offline ? <p>{connectivityMessages.offline}</p> : null}
    </div>
  );
}
