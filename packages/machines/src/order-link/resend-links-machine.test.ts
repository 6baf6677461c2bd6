import { ordersMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { resendLinksMachine } from './resend-links-machine.ts';

const coverage = trackTransitions(resendLinksMachine);
afterAll(() => coverage.assertAllTaken());

function start(resend: (email: string) => Promise<{ message: string }>) {
  const resendLinks = vi.fn(resend);
  const { actor } = createTestActor(resendLinksMachine, {
    coverage,
    provide: {
      actors: {
        resendLinks: fromPromise<{ message: string }, { email: string }>(({ input }) =>
          resendLinks(input.email),
        ),
      },
    },
  });
  return { actor, resendLinks };
}

describe('send my links again', () => {
  it("sends the address and shows the server's answer, which is the same for any address", async () => {
    const { actor, resendLinks } = start(async () => ({ message: ordersMessages.linksResent }));
    actor.send({ type: 'resend.submit', email: 'asha.rao@example.com' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(resendLinks).toHaveBeenCalledWith('asha.rao@example.com');
    expect(actor.getSnapshot().context).toEqual({ answer: ordersMessages.linksResent, error: null });

    actor.send({ type: 'resend.submit', email: 'nobody@example.com' });
    expect(actor.getSnapshot().context.answer).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.answer).toBe(ordersMessages.linksResent);
  });

  it("shows the server's message on a 429, and the generic one when there is no answer", async () => {
    const failures = [httpFailure(429, ordersMessages.tooManyResends), networkFailure()];
    const { actor } = start(async () => {
      throw failures.shift();
    });
    actor.send({ type: 'resend.submit', email: 'asha.rao@example.com' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toEqual({ answer: null, error: ordersMessages.tooManyResends });
    actor.send({ type: 'resend.submit', email: 'asha.rao@example.com' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong, Please try again later.');
  });
});
