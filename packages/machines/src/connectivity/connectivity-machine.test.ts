import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { trackTransitions } from '../testing/coverage.ts';
import { createTestActor } from '../testing/simulated.ts';
import { type ConnectivityEvent, connectivityMachine } from './connectivity-machine.ts';

const coverage = trackTransitions(connectivityMachine);
afterAll(() => coverage.assertAllTaken());

function start(online: boolean) {
  const announceReconnect = vi.fn();
  let browser: ((event: ConnectivityEvent) => void) | undefined;
  const stopWatching = vi.fn();
  const { actor } = createTestActor(connectivityMachine, {
    coverage,
    input: { online },
    provide: {
      actors: {
        watchConnection: fromCallback<ConnectivityEvent>(({ sendBack }) => {
          browser = sendBack;
          return stopWatching;
        }),
      },
      actions: { announceReconnect },
    },
  });
  const send = (event: ConnectivityEvent) => browser?.(event);
  return { actor, announceReconnect, send, stopWatching };
}

describe('connectivityMachine', () => {
  it('starts the way the browser says it is', () => {
    expect(start(true).actor.getSnapshot().value).toBe('online');
    const offline = start(false).actor.getSnapshot();
    expect(offline.value).toBe('offline');
    expect(offline.context.online).toBe(false);
  });

  it('goes offline and back, announcing the return once so failed pages load again', () => {
    const { actor, announceReconnect, send } = start(true);
    send({ type: 'connection.lost' });
    expect(actor.getSnapshot().value).toBe('offline');
    send({ type: 'connection.lost' });
    expect(announceReconnect).not.toHaveBeenCalled();
    send({ type: 'connection.restored' });
    expect(actor.getSnapshot().value).toBe('online');
    expect(actor.getSnapshot().context.online).toBe(true);
    expect(announceReconnect).toHaveBeenCalledTimes(1);
    // A second 'online' without an 'offline' between is no return: nothing to announce.
    send({ type: 'connection.restored' });
    expect(announceReconnect).toHaveBeenCalledTimes(1);
  });

  it('a page opened offline is announced when the connection comes', () => {
    const { announceReconnect, send } = start(false);
    send({ type: 'connection.restored' });
    expect(announceReconnect).toHaveBeenCalledTimes(1);
  });

  it("stops watching the browser's events when the shell goes", () => {
    const { actor, stopWatching } = start(true);
    actor.stop();
    expect(stopWatching).toHaveBeenCalledTimes(1);
  });
});
