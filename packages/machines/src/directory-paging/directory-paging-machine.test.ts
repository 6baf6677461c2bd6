import type { DirectoryEntry } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { createTestActor } from '../testing/simulated.ts';
import {
  directoryPagingMachine,
  type MembersPage,
  type MembersPageRequest,
} from './directory-paging-machine.ts';
import { pageButtons, pageCount } from './paging-rules.ts';

const coverage = trackTransitions(directoryPagingMachine);
afterAll(() => coverage.assertAllTaken());

function member(n: number): DirectoryEntry {
  return {
    image: null,
    first_name: `Member${n}`,
    last_name: 'Test',
    company_name: null,
    designation: null,
    email: `member${n}@lwl.test`,
    city: null,
    industry: null,
    activebookings: null,
  };
}

const TOTAL = 101;
const ALL = Array.from({ length: TOTAL }, (_, i) => member(i + 1));

type Answer = (request: MembersPageRequest) => Promise<MembersPage>;
const serve: Answer = async ({ start, limit }) => ({ data: ALL.slice(start, start + limit), total: TOTAL });

function start(answers: Answer[]) {
  const requests: MembersPageRequest[] = [];
  const expiries: SessionExpiryParams[] = [];
  const { actor } = createTestActor(directoryPagingMachine, {
    coverage,
    provide: {
      actors: {
        loadMembersPage: fromPromise<MembersPage, MembersPageRequest>(({ input }) => {
          requests.push(input);
          const answer = answers[Math.min(requests.length, answers.length) - 1] ?? serve;
          return answer(input);
        }),
      },
      actions: { expireSession: (_, params) => expiries.push(params) },
    },
  });
  return { actor, requests, expiries };
}

const firstEmail = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.members[0]?.email;

describe('directoryPagingMachine', () => {
  it('loads page 1, then a chosen page by its offset', async () => {
    const { actor, requests } = start([serve]);
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ page: 1, total: 101, error: null });
    expect(context.members).toHaveLength(20);
    expect(pageButtons(context.page, pageCount(context.total))).toEqual([1, 2, 3, 4, 5]);

    actor.send({ type: 'page.select', page: 6 }); // not a shown button yet
    actor.send({ type: 'page.select', page: 1 }); // current page
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'page.select', page: 5 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.select', page: 6 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toEqual([
      { start: 0, limit: 20 },
      { start: 80, limit: 20 },
      { start: 100, limit: 20 },
    ]);
    expect(actor.getSnapshot().context.page).toBe(6);
    expect(actor.getSnapshot().context.members).toHaveLength(1);
    expect(firstEmail(actor)).toBe('member101@lwl.test');
  });

  it('a failed page keeps the previous one with an error; the current page can then be retried', async () => {
    const { actor, requests } = start([serve, () => Promise.reject(new Error('offline')), serve]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.select', page: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    const failed = actor.getSnapshot().context;
    expect(failed).toMatchObject({ page: 1, requested: 1, error: 'Something went wrong, Please try again.' });
    expect(firstEmail(actor)).toBe('member1@lwl.test');

    actor.send({ type: 'page.select', page: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(requests.map((r) => r.start)).toEqual([0, 40, 0]);
  });

  it('a 401 goes to the session', async () => {
    const { actor, expiries } = start([() => Promise.reject(httpFailure(401, 'Unauthenticated.'))]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('expired');
    expect(expiries).toEqual([
      {
        message: 'Your session has expired. Please log in again to continue.',
        notice: 'toast',
        reload: true,
      },
    ]);
  });

  it('an empty directory has no page buttons', async () => {
    const { actor } = start([async () => ({ data: [], total: 0 })]);
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(pageButtons(context.page, pageCount(context.total))).toEqual([]);
    const before = actor.getSnapshot();
    actor.send({ type: 'page.select', page: 2 });
    expect(actor.getSnapshot()).toBe(before);
  });
});
