import { attendeeMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { httpFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { type HolderRenameRequest, holderNameMachine } from './holder-name-machine.ts';

const coverage = trackTransitions(holderNameMachine);
afterAll(() => coverage.assertAllTaken());

const link = { orderId: 'order_Ab12Cd34Ef56Gh', key: 'q3Zr8tWkX1nB4yLm0PfA_g' };

function start(rename: (request: HolderRenameRequest) => Promise<{ message: string; holder: string }>) {
  const renameHolder = vi.fn(rename);
  const expireSession = vi.fn();
  const { actor } = createTestActor(holderNameMachine, {
    coverage,
    input: link,
    provide: {
      actors: {
        renameHolder: fromPromise<{ message: string; holder: string }, HolderRenameRequest>(({ input }) =>
          renameHolder(input),
        ),
      },
      actions: { expireSession },
    },
  });
  return { actor, renameHolder, expireSession };
}

describe("correcting a ticket holder's name", () => {
  it('sends the trimmed name with the link, and keeps the corrected name by ticket', async () => {
    const { actor, renameHolder } = start(async ({ name }) => ({
      message: attendeeMessages.renamed,
      holder: name,
    }));
    actor.send({ type: 'holder.rename', ticket: 'tkt_2', name: '  Meera Nair ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(renameHolder).toHaveBeenCalledWith({ ...link, ticket: 'tkt_2', name: 'Meera Nair' });
    expect(actor.getSnapshot().context).toMatchObject({
      renamed: { tkt_2: 'Meera Nair' },
      answer: attendeeMessages.renamed,
      error: null,
    });
  });

  it('refuses a blank name with its message and sends nothing', () => {
    const { actor, renameHolder } = start(async () => ({ message: '', holder: '' }));
    actor.send({ type: 'holder.rename', ticket: 'tkt_2', name: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      ticket: 'tkt_2',
      error: attendeeMessages.nameRequired,
    });
    expect(renameHolder).not.toHaveBeenCalled();
  });

  it("shows the server's refusal once the event has started, the name unchanged", async () => {
    const { actor } = start(async () => {
      throw httpFailure(400, attendeeMessages.renameClosed);
    });
    actor.send({ type: 'holder.rename', ticket: 'tkt_2', name: 'Meera' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ renamed: {}, error: attendeeMessages.renameClosed });
  });

  it('hands a 401 to the session', async () => {
    const { actor, expireSession } = start(async () => {
      throw httpFailure(401);
    });
    actor.send({ type: 'holder.rename', ticket: 'tkt_2', name: 'Meera' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(expireSession).toHaveBeenCalled();
  });
});
