import { commonMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { createResourceMachine, type ResourceInput, resourceFailureMessage } from './resource-machine.ts';

interface Video {
  id: number;
  title: string;
}
interface VideoPage {
  data: Video[];
  others: Video[];
}

const videosMachine = createResourceMachine<VideoPage, { category: string }>('videos');
const coverage = trackTransitions(videosMachine);
afterAll(() => coverage.assertAllTaken());

const page = (...titles: string[]): VideoPage => ({
  data: titles.map((title, i) => ({ id: i + 1, title })),
  others: [],
});

function start(
  load: (params: { category: string }) => Promise<VideoPage>,
  input: Partial<ResourceInput<VideoPage, { category: string }>> = {},
) {
  const effects = {
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
    showToast: vi.fn<(kind: string, message: string) => void>(),
    logFailure: vi.fn<(error: unknown) => void>(),
    navigate: vi.fn<(to: string) => void>(),
  };
  const loader = vi.fn(load);
  const { actor } = createTestActor(videosMachine, {
    coverage,
    input: {
      params: { category: 'All' },
      failureMessage: commonMessages.somethingWrongTryAgain,
      isEmpty: (answer: VideoPage) => answer.data.length === 0,
      ...input,
    },
    provide: {
      actors: {
        load: fromPromise<VideoPage, { params: { category: string } }>(({ input }) => loader(input.params)),
      },
      actions: {
        expireSession: (_, params) => effects.expireSession(params),
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        logFailure: (_, params) => effects.logFailure(params.error),
        navigate: (_, params) => effects.navigate(params.to),
      },
    },
  });
  return { actor, effects, loader };
}

describe('resource machine', () => {
  it('loads with the params and is ready with the data', async () => {
    const { actor, loader } = start(async () => page('Leadership 101'));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loader).toHaveBeenCalledWith({ category: 'All' });
    expect(actor.getSnapshot().context.data?.data[0]?.title).toBe('Leadership 101');
  });

  it('is empty when the predicate says so', async () => {
    const { actor } = start(async () => page());
    await waitFor(actor, (s) => s.matches('empty'));
    expect(actor.getSnapshot().context.data).toEqual(page());
  });

  it("shows the server's message on a 400 and retries on `retry`", async () => {
    const load = vi
      .fn<(params: { category: string }) => Promise<VideoPage>>()
      .mockRejectedValueOnce(httpFailure(400, 'Unknown category.'))
      .mockResolvedValueOnce(page('Back'));
    const { actor, effects } = start(load);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Unknown category.');
    // The page shows it in place, with 'Try again': a toast would cover it.
    expect(effects.showToast).not.toHaveBeenCalled();
    expect(effects.logFailure).toHaveBeenCalledTimes(1);

    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the page's own message for other failures", async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(500, 'Internal');
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Something went wrong, Please try again.');
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it('has no message when the page has none for it, and logs the failure', async () => {
    const failure = networkFailure();
    const { actor, effects } = start(
      async () => {
        throw failure;
      },
      { failureMessage: null },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    expect(effects.showToast).not.toHaveBeenCalled();
    expect(effects.logFailure).toHaveBeenCalledWith(failure);
  });

  it('hands a 401 to the session', async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(401, 'Unauthenticated.');
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(effects.expireSession).toHaveBeenCalledExactlyOnceWith({
      message: 'Your session has expired. Please log in again to continue.',
      notice: 'toast',
      reload: true,
    });
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it('reloads with new params, keeping the last data meanwhile; a reload while loading restarts', async () => {
    const resolvers: Array<(value: VideoPage) => void> = [];
    const { actor, loader } = start(() => new Promise<VideoPage>((resolve) => resolvers.push(resolve)));
    resolvers[0]?.(page('First'));
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'reload', params: { category: 'Finance' } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.data?.data[0]?.title).toBe('First');
    actor.send({ type: 'reload' });
    expect(loader.mock.calls.map(([params]) => params.category)).toEqual(['All', 'Finance', 'Finance']);

    resolvers[1]?.(page('Stale'));
    resolvers[2]?.(page('Fresh'));
    await waitFor(actor, (s) => s.matches('ready') && s.context.data?.data[0]?.title === 'Fresh');
  });

  it('retries a failed load when the connection comes back, and only then', async () => {
    const load = vi
      .fn<(params: { category: string }) => Promise<VideoPage>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValue(page('Online again'));
    const { actor } = start(load);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'connection.restored' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    // A page that has its data does not load again because the connection came back.
    actor.send({ type: 'connection.restored' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  const notFound = { message: 'Something went wrong,Please try again.', to: '/upcoming-events' };

  it("a 404 on a page that reads one record: the page's toast, then its list", async () => {
    const { actor, effects } = start(
      async () => {
        throw httpFailure(404, 'Record not found. Please try again later.');
      },
      { notFound },
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
    expect(effects.showToast).toHaveBeenCalledExactlyOnceWith('error', notFound.message);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/upcoming-events');
  });

  it('a 5xx or no answer on such a page fails in place, with no redirect, and retries', async () => {
    for (const failure of [httpFailure(500), httpFailure(503), networkFailure()]) {
      const load = vi
        .fn<(params: { category: string }) => Promise<VideoPage>>()
        .mockRejectedValueOnce(failure)
        .mockResolvedValueOnce(page('Back'));
      const { actor, effects } = start(load, { notFound });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(effects.navigate).not.toHaveBeenCalled();
      actor.send({ type: 'retry' });
      await waitFor(actor, (s) => s.matches('ready'));
    }
  });

  it('uses an empty array as the default emptiness', async () => {
    const listMachine = createResourceMachine<string[]>('list');
    const { actor } = createTestActor(listMachine, {
      input: { params: undefined, failureMessage: null },
      provide: { actors: { load: fromPromise<string[], { params: undefined }>(async () => []) } },
    });
    await waitFor(actor, (s) => s.matches('empty'));
  });
});

describe('resourceFailureMessage', () => {
  it('prefers the server message for the listed kinds only', () => {
    expect(resourceFailureMessage(httpFailure(404, 'Record not found.'), 'x', ['refused', 'not-found'])).toBe(
      'Record not found.',
    );
    expect(resourceFailureMessage(httpFailure(404, 'Record not found.'), 'x', ['refused'])).toBe('x');
    expect(resourceFailureMessage(httpFailure(400, ''), 'x', ['refused'])).toBe('x');
    expect(resourceFailureMessage(new Error('boom'), null, ['refused'])).toBeNull();
  });
});
