import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkStore } from '../../src/persistence/check-store.ts';
import { loadStateFile } from '../../src/persistence/state-file.ts';
import type { SessionsSnapshot } from '../../src/sessions/sessions.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import type { Store } from '../../src/store/store.ts';
import { fullApp, payInSandbox } from '../handlers/setup.ts';
import { roundTripSize } from '../scale.ts';

/**
 * Save + load keeps every field of every record: stores grown by arbitrary purchases through the real
 * handlers (guests and members, every kind, paid or left unpaid, coupons, refunds and their decisions,
 * names in many scripts) are written to a `MOCK_DATA_FILE`, read back as a start reads them, and must be
 * deep-equal to the store in memory; a mock started on the file holds the same store and upgrades
 * nothing.
 */
const SEED = 20_261_207;
const { runs: RUNS, maxActions: MAX_ACTIONS } = roundTripSize;
const work = mkdtempSync(join(tmpdir(), 'lwl-round-trip-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Names a buyer may type: accents, quotes, other scripts, emoji (JSON escapes some of them). */
const NAMES = [
  'Asha Guest',
  'Zoë O’Brien-Łukasz',
  'Renée "Ren" Dupont',
  '李 小龍',
  'Ana \\ Back',
  'Kai 🚀 Moana',
];

type Buyer = { kind: 'guest'; n: number; name: string } | { kind: 'member'; userId: number };
type Action =
  | { kind: 'event'; buyer: Buyer; eventId: number; quantity: number; coupon: string; pay: boolean }
  | { kind: 'venture'; buyer: Buyer; passType: string; pay: boolean }
  | { kind: 'mentor' | 'package'; buyer: Buyer; pay: boolean }
  | { kind: 'membership'; n: number; name: string; pay: boolean }
  | { kind: 'refund'; pick: number }
  | { kind: 'decide'; pick: number; status: 'refunded' | 'failed' }
  | { kind: 'advance'; hours: number };

const MEMBERS = [SEED_IDS.titanUserId, SEED_IDS.maverickUserId];
const buyer: fc.Arbitrary<Buyer> = fc.oneof(
  fc.record({ kind: fc.constant('guest' as const), n: fc.nat(5), name: fc.constantFrom(...NAMES) }),
  fc.record({ kind: fc.constant('member' as const), userId: fc.constantFrom(...MEMBERS) }),
);
const pay = fc.boolean();
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      buyer,
      eventId: fc.integer({ min: 1, max: 6 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      coupon: fc.constantFrom('', 'LWL10', 'FREE100'),
      pay,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('venture' as const),
      buyer,
      passType: fc.constantFrom('day_1_pass', 'day_2_pass', 'two_days_pass'),
      pay,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('mentor' as const, 'package' as const), buyer, pay }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('membership' as const),
      n: fc.nat(1_000_000),
      name: fc.constantFrom(...NAMES),
      pay,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  },
  {
    // as often as a request: a credit note is issued only when a waiting refund is approved
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      status: fc.constantFrom('refunded' as const, 'failed' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 72 }) }),
  },
);

const FIRST: Action = {
  kind: 'event',
  buyer: { kind: 'guest', n: 0, name: 'Asha Guest' },
  eventId: 1,
  quantity: 2,
  coupon: '',
  pay: true,
};

const contact = (n: number, name: string) => ({
  name,
  email: `round.trip.${n}@example.com`,
  company_name: 'Round Trip Ltd',
  designation: 'Buyer',
  phone: '9876543210',
});

/**
 * The app and its members' tokens, issued before the first purchase (the test client's `signIn` goes
 * around the API, so the first write is what puts them on disk, as a real login's own write would).
 */
type App = ReturnType<typeof fullApp> & { tokens: ReadonlyMap<number, string> };

const withTokens = (app: ReturnType<typeof fullApp>): App => ({
  ...app,
  tokens: new Map(MEMBERS.map((id) => [id, app.client.signIn(id)])),
});
const tokenOf = (app: App, userId: number) => app.tokens.get(userId) ?? '';

/** Creates the order (a member's or a guest's call), then pays and confirms it when asked. */
async function order(
  app: App,
  who: Buyer,
  calls: { guest: string; member: string; callback: string },
  body: Record<string, unknown>,
  paid: boolean,
) {
  const { client } = app;
  const token = who.kind === 'member' ? tokenOf(app, who.userId) : undefined;
  const fields = who.kind === 'guest' ? { ...contact(who.n, who.name), ...body } : body;
  const created = await client.post(
    who.kind === 'member' ? calls.member : calls.guest,
    fields,
    token ? { token } : {},
  );
  if (created.status !== 200 || !paid) return;
  const answer = created.body as { order_id: string; paid?: true };
  if (answer.paid) return;
  await client.post(calls.callback, await payInSandbox(client, answer.order_id));
}

async function run(app: App, step: Action): Promise<void> {
  const { client, mock } = app;
  switch (step.kind) {
    case 'event':
      return order(
        app,
        step.buyer,
        { guest: 'event-payment', member: 'user-event-payment', callback: 'event-payment-callback' },
        { event_id: step.eventId, quantity: step.quantity, ...(step.coupon ? { coupon: step.coupon } : {}) },
        step.pay,
      );
    case 'venture':
      return order(
        app,
        step.buyer,
        { guest: 'venture-payment', member: 'venture-payment', callback: 'venture-payment-callback' },
        {
          venture_id: 1,
          price_type: step.passType,
          member_type: step.buyer.kind === 'member' ? 'member' : 'non_member',
        },
        step.pay,
      );
    case 'mentor':
      return order(
        app,
        step.buyer,
        {
          guest: 'mentor-appointment-payment',
          member: 'mentor-appointment-payment',
          callback: 'mentor-payment-callback',
        },
        { mentor_id: 1 },
        step.pay,
      );
    case 'package':
      return order(
        app,
        step.buyer,
        {
          guest: 'non-member-package-payment',
          member: 'package-payment',
          callback: 'package-payment-callback',
        },
        { package_id: 1 },
        step.pay,
      );
    case 'membership': {
      const [first, ...rest] = step.name.split(' ');
      return order(
        app,
        { kind: 'guest', n: step.n, name: step.name },
        {
          guest: 'membership-payment',
          member: 'membership-payment',
          callback: 'membership-payment-callback',
        },
        {
          title: 'Ms',
          first_name: first,
          last_name: rest.join(' ') || 'Member',
          email: `round.trip.member.${step.n}@example.com`,
          city: 'Delhi',
          password: 'Round@12345',
          pincode: '110001',
          provides_gst_details: '0',
          membership_price_id: 101,
        },
        step.pay,
      );
    }
    case 'refund': {
      // A member's purchase with no refund under way (the handler refuses a past event's).
      const open = mock.state.store.eventPurchases.filter(
        (p) => MEMBERS.some((id) => id === p.user_id) && p.refund_status !== 'initiated',
      );
      const purchase = open[step.pick % Math.max(open.length, 1)];
      if (purchase?.user_id)
        await client.post(
          'delete-event',
          { event_id: purchase.id },
          { token: tokenOf(app, purchase.user_id) },
        );
      return;
    }
    case 'decide': {
      const waiting = mock.state.store.eventPurchases.filter((p) => p.refund_status === 'initiated');
      const purchase = waiting[step.pick % Math.max(waiting.length, 1)];
      if (purchase) await client.mock('PUT', `/__mock/refunds/${purchase.id}`, { status: step.status });
      return;
    }
    case 'advance':
      mock.clock.advance(step.hours * 3_600_000);
      return;
  }
}

/** The sessions not expired at `now`. */
const live = (sessions: SessionsSnapshot, now: string) =>
  Object.fromEntries(Object.entries(sessions).filter(([, session]) => session.expiresAt > now));

/** Which optional fields a store holds, so the run can show it saved and loaded each of them. */
function presentFields(store: Store): string[] {
  const present = new Set<string>();
  for (const o of store.orders) if (o.access_key !== undefined) present.add('orders.access_key');
  for (const p of store.eventPurchases) {
    if (p.ticket_codes !== undefined) present.add('eventPurchases.ticket_codes');
    if (p.refund_requested_at) present.add('eventPurchases.refund_requested_at');
    if (p.refund_updated_at) present.add('eventPurchases.refund_updated_at');
  }
  for (const b of store.ventureBookings)
    if (b.ticket_codes !== undefined) present.add('ventureBookings.ticket_codes');
  for (const i of store.invoiceBook?.invoices ?? [])
    if (i.invoice.credit_note) present.add('invoice.credit_note');
  return [...present];
}

describe('MOCK_DATA_FILE round trip', () => {
  it(`save + load keeps every field of every record (${RUNS} generated stores)`, async () => {
    const seen = new Set<string>();
    let grown = 0;
    let index = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: MAX_ACTIONS }), async (actions) => {
        const file = join(work, `state-${index++}.json`);
        const first = withTokens(fullApp({ MOCK_DATA_FILE: file, MOCK_PERSIST_DEBOUNCE_MS: '0' }));
        const seeded = first.mock.state.store.orders.length;
        // One paid purchase first, so that every run writes the file.
        await run(first, FIRST);
        for (const step of actions) await run(first, step);
        await first.mock.state.flush();
        const store = first.mock.state.store;
        if (store.orders.length > seeded + 1) grown += 1;
        for (const name of presentFields(store)) seen.add(name);

        const loaded = loadStateFile(file, checkStore);
        if (loaded.kind !== 'loaded') throw new Error(`the file did not load: ${JSON.stringify(loaded)}`);
        expect(loaded.state.store).toEqual(store);
        // An expired session met by a call is dropped from memory then, not written: both are dead.
        const now = first.mock.clock.now().toISOString();
        expect(live(loaded.state.sessions, now)).toEqual(live(first.mock.state.sessions.snapshot(), now));

        const second = fullApp({ MOCK_DATA_FILE: file });
        expect(second.mock.state.store).toEqual(store);
        expect(second.mock.log.lines.join('\n')).not.toMatch(/upgraded/);
        expect(second.mock.log.errors).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The generated stores held what a buyer keeps: the property was tested on them, not on the seed.
    expect(grown).toBeGreaterThan(RUNS / 2);
    expect([...seen].sort()).toEqual([
      'eventPurchases.refund_requested_at',
      'eventPurchases.refund_updated_at',
      'eventPurchases.ticket_codes',
      'invoice.credit_note',
      'orders.access_key',
      'ventureBookings.ticket_codes',
    ]);
  }, 180_000);
});
