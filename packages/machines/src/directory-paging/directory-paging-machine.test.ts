import type { DirectoryEntry } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { createTestActor } from '../testing/simulated.ts';
import {
  directoryPagingMachine,
  type MembersPage,
  type MembersPageRequest,
} from './directory-paging-machine.ts';
import { pageButtons, pageCount, parsePageParam } from './paging-rules.ts';

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
/** An answer that waits for the test to settle it. */
function held() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer: Answer = async (request) => {
    await gate;
    return serve(request);
  };
  return { answer, release };
}

/** `answers[i]` answers the i-th request (the last one every later request); `page` is the address's. */
function start(answers: Answer[], page?: number) {
  const requests: MembersPageRequest[] = [];
  const expiries: SessionExpiryParams[] = [];
  const shownInAddress: number[] = [];
  let reveals = 0;
  const { actor } = createTestActor(directoryPagingMachine, {
    coverage,
    input: page === undefined ? {} : { page },
    provide: {
      actors: {
        loadMembersPage: fromPromise<MembersPage, MembersPageRequest>(({ input }) => {
          requests.push(input);
          const answer = answers[Math.min(requests.length, answers.length) - 1] ?? serve;
          return answer(input);
        }),
      },
      actions: {
        expireSession: (_, params) => expiries.push(params),
        showPage: (_, params) => shownInAddress.push(params.page),
        revealList: () => {
          reveals += 1;
        },
      },
    },
  });
  return { actor, requests, expiries, shownInAddress, reveals: () => reveals };
}

type Started = ReturnType<typeof start>;
const firstEmail = ({ actor }: Started) => actor.getSnapshot().context.members[0]?.email;
const offsets = ({ requests }: Started) => requests.map((r) => r.start);
const settled = (s: { value: unknown }) => s.value !== 'loading';

describe('directoryPagingMachine', () => {
  it('loads page 1, then each page the address asks for by its offset', async () => {
    const directory = start([serve]);
    const { actor } = directory;
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ page: 1, total: 101, error: null });
    expect(context.members).toHaveLength(20);
    expect(pageButtons(context.page, pageCount(context.total))).toEqual([1, 2, 3, 4, 5]);
    actor.send({ type: 'page.select', page: 5 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.select', page: 6 });
    await waitFor(actor, (s) => s.matches('ready'));
    // Back to the first page, which is no longer among the page buttons: the address may ask for any page.
    actor.send({ type: 'page.select', page: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(offsets(directory)).toEqual([0, 80, 100, 0]);
    expect(directory.shownInAddress).toEqual([1, 5, 6, 1]);
    expect(firstEmail(directory)).toBe('member1@lwl.test');
  });

  it("brings the list's heading into view on a change of page, not on the first load", async () => {
    const directory = start([serve], 3);
    await waitFor(directory.actor, (s) => s.matches('ready'));
    expect(directory.reveals()).toBe(0);
    directory.actor.send({ type: 'page.select', page: 4 });
    await waitFor(directory.actor, (s) => s.matches('ready'));
    expect(directory.reveals()).toBe(1);
  });

  it('opens at the page of the address', async () => {
    const directory = start([serve], parsePageParam('3'));
    await waitFor(directory.actor, (s) => s.matches('ready'));
    expect(offsets(directory)).toEqual([40]);
    expect(directory.actor.getSnapshot().context.page).toBe(3);
    expect(firstEmail(directory)).toBe('member41@lwl.test');
    expect(directory.shownInAddress).toEqual([3]);
  });

  it('a page beyond the last is loaded again as the last page, and the address says so', async () => {
    const directory = start([serve], parsePageParam('999'));
    await waitFor(directory.actor, (s) => s.matches('ready'));
    expect(offsets(directory)).toEqual([19_960, 100]);
    expect(directory.actor.getSnapshot().context.page).toBe(6);
    expect(directory.shownInAddress).toEqual([6]);
  });

  it('once the total is known, a page beyond it is the last page; the page shown only puts the address right', async () => {
    const directory = start([serve]);
    const { actor } = directory;
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.select', page: 999 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.page).toBe(6);
    // '?page=999' again, or '?page=abc' on page 1: no load, the address is put right.
    actor.send({ type: 'page.select', page: 999 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(offsets(directory)).toEqual([0, 100]);
    expect(directory.shownInAddress).toEqual([1, 6, 6]);
  });

  it('a newer page wins over the one still loading; the same page asked again does not restart it', async () => {
    const slow = held();
    const directory = start([serve, slow.answer, serve]);
    const { actor } = directory;
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.select', page: 2 });
    actor.send({ type: 'page.select', page: 2 });
    actor.send({ type: 'page.select', page: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    slow.release();
    expect(offsets(directory)).toEqual([0, 20, 40]);
    expect(actor.getSnapshot().context.page).toBe(3);
  });

  it('a failed page keeps the last one shown; Try again and the return of the connection load it again', async () => {
    const offline = () => Promise.reject(networkFailure());
    const directory = start([serve, offline, offline, serve]);
    const { actor } = directory;
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.select', page: 3 });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      page: 1,
      requested: 3,
      error: 'Something went wrong, Please try again.',
    });
    expect(firstEmail(directory)).toBe('member1@lwl.test');
    actor.send({ type: 'retry' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'connection.restored' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context).toMatchObject({ page: 3, error: null });
    expect(offsets(directory)).toEqual([0, 40, 40, 40]);
    expect(directory.reveals()).toBe(1);
  });

  it('another page can be chosen after a failure', async () => {
    const directory = start([() => Promise.reject(httpFailure(500)), serve]);
    const { actor } = directory;
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'page.select', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(offsets(directory)).toEqual([0, 20]);
    // The first page shown: nothing to reveal yet.
    expect(directory.reveals()).toBe(0);
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

  it('an empty directory is page 1 without page buttons, whatever the address asks for', async () => {
    const directory = start([async () => ({ data: [], total: 0 })], 4);
    const { actor } = directory;
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(context.page).toBe(1);
    expect(pageButtons(context.page, pageCount(context.total))).toEqual([]);
    expect(offsets(directory)).toEqual([60, 0]);
    actor.send({ type: 'page.select', page: 2 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(directory.shownInAddress).toEqual([1, 1]);
  });
});
