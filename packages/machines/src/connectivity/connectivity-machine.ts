/**
 * Whether the browser is online, for the app's shell: online | offline. The app supplies
 * `watchConnection` (the window's `online` and `offline` events, sent back as `connection.restored` and
 * `connection.lost`) and `announceReconnect`, which hands `connection.restored` to the pages' machines:
 * a page whose load failed loads again (the resource machine's `failed` state, the directory's, ...).
 * Only a return from offline is announced; a repeated `online` event is not.
 */
import { assign, fromCallback, setup } from 'xstate';
import { notProvided } from '../shared/effects.ts';

export interface ConnectivityInput {
  /** Whether the browser says it is online at start (`navigator.onLine`). */
  online: boolean;
}

export interface ConnectivityContext {
  online: boolean;
}

export type ConnectivityEvent = { type: 'connection.lost' } | { type: 'connection.restored' };

export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
  },
  actors: {
    watchConnection: fromCallback<ConnectivityEvent>(() => notProvided('connectivity', 'watchConnection')),
  },
  actions: {
    announceReconnect: () => notProvided('connectivity', 'announceReconnect'),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
  },
  guards: {
    startsOffline: ({ context }) => !context.online,
  },
}).createMachine({
  id: 'connectivity',
  description: 'Whether the browser is online, and telling the pages when it is back',
  context: ({ input }) => ({ online: input.online }),
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  initial: 'starting',
  states: {
    starting: {
      description: 'Reading whether the browser is online at start',
      always: [
        { description: 'The browser starts offline', guard: 'startsOffline', target: 'offline' },
        { description: 'The browser starts online', target: 'online' },
      ],
    },
    online: {
      description: 'Online: the app works as usual',
      entry: 'markOnline',
      on: { 'connection.lost': { target: 'offline', description: 'The connection drops' } },
    },
    /** The shell shows its offline note (role="status"). */
    offline: {
      description: 'Offline: the app shows its offline note until the connection returns',
      entry: 'markOffline',
      on: {
        'connection.restored': {
          description: 'The connection returns: the open pages try again',
          target: 'online',
          actions: 'announceReconnect',
        },
      },
    },
  },
});
