import { fromRequest } from '@lwl/machines';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ChaosRequest, ChaosSettings } from './chaos-control.ts';
import { chaosMachine } from './chaos-machine.ts';

describe('the dev panel chaos machine', () => {
  it('loads the settings, starts and stops chaos, and keeps an error to show', async () => {
    let current: ChaosSettings | null = null;
    const actor = createActor(
      chaosMachine.provide({
        actors: {
          load: fromRequest(async () => current),
          change: fromRequest(
            async ({ input }: { input: { type: 'start'; settings: ChaosRequest } | { type: 'stop' } }) => {
              if (input.type === 'stop') {
                current = null;
                return current;
              }
              if ((input.settings.errorRate ?? 0) > 1) throw new Error('errorRate must be from 0 to 1.');
              current = { seed: 1, errorRate: 0, dropRate: 0, latencyMs: [0, 0], ...input.settings };
              return current;
            },
          ),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.settings).toBeNull();
    actor.send({ type: 'start', settings: { seed: 42, errorRate: 0.3 } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.settings !== null);
    expect(actor.getSnapshot().context.settings).toMatchObject({ seed: 42, errorRate: 0.3 });
    actor.send({ type: 'start', settings: { errorRate: 3 } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'errorRate must be from 0 to 1.',
      settings: { seed: 42 },
    });
    actor.send({ type: 'stop' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.settings === null);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
