import { type EndpointDef, type PaymentConfirmation, pathParams } from '@lwl/schemas';
import { exampleFor } from '@lwl/schemas/examples';
import fc from 'fast-check';
import { z } from 'zod';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import type { Store } from '../../src/store/store.ts';
import type { AuthSpec, BodySpec, FuzzRequest, KeySpec } from './fuzz-request.ts';
import { junkFile, mutate, mutations } from './junk.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field names of an endpoint's input schema (an object schema, or one wrapped in refinements/pipes). */
function schemaKeys(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.core.$ZodObject) return Object.keys(schema._zod.def.shape);
  if (schema instanceof z.core.$ZodPipe) return schemaKeys(schema._zod.def.in);
  return [];
}

/** What the run knows of the seed: ids that exist, so valid-looking inputs reach the handlers' logic. */
export interface SeedFacts {
  eventIds: number[];
  eventSlugs: string[];
  mentorKeys: string[];
  mentorIds: number[];
  packageIds: number[];
  ventureIds: number[];
  optionIds: number[];
  membershipSlugs: string[];
  offerIds: number[];
  userIds: number[];
  confirmations: Record<string, PaymentConfirmation[]>;
}

export function seedFacts(store: Store, confirmations: Record<string, PaymentConfirmation[]>): SeedFacts {
  return {
    eventIds: store.events.map((e) => e.id),
    eventSlugs: store.events.map((e) => e.slug),
    mentorKeys: store.mentors.flatMap((m) => [m.slug, String(m.id)]),
    mentorIds: store.mentors.map((m) => m.id),
    packageIds: store.packages.map((p) => p.id),
    ventureIds: store.ventures.map((v) => v.id),
    optionIds: store.membershipOptions.map((o) => o.id),
    membershipSlugs: [...new Set(store.membershipOptions.map((o) => o.slug))],
    offerIds: store.partnerCategories.flatMap((c) => c.offers.map((o) => o.offer_id)),
    userIds: store.users.map((u) => u.id),
    confirmations,
  };
}

const bogusIds = fc.constantFrom(0, -1, 999_999, '0', 'abc', '1.5');
const idsOr = (ids: readonly (number | string)[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: bogusIds });

/** Plausible values per field name: real seed ids, the coupons, the enums, the seeded e-mails. */
function fieldHint(facts: SeedFacts, key: string): fc.Arbitrary<unknown> {
  switch (key) {
    case 'event_id':
      return idsOr([...facts.eventIds, SEED_IDS.titanUpcomingPurchaseId, SEED_IDS.titanPastPurchaseId]);
    case 'mentor_id':
      return idsOr(facts.mentorIds);
    case 'package_id':
      return idsOr(facts.packageIds);
    case 'venture_id':
      return idsOr(facts.ventureIds);
    case 'membership_price_id':
      return idsOr(facts.optionIds);
    case 'offer_id':
      return idsOr(facts.offerIds);
    case 'slug':
      return fc.constantFrom(...facts.eventSlugs, ...facts.membershipSlugs);
    case 'id':
      return fc.constantFrom(...facts.mentorKeys);
    case 'quantity':
      return fc.constantFrom(0, 1, 2, 5, 6, '3', '1.0');
    case 'coupon':
      return fc.constantFrom('', 'LWL10', 'FREE100', 'lwl10', ' FREE100 ', 'NOPE', 'free100x');
    case 'email':
      return fc.oneof(
        fc.constantFrom('titan@lwl.test', 'TITAN@LWL.TEST', 'maverick@lwl.test', ' titan@lwl.test '),
        fc.nat({ max: 50 }).map((n) => `fuzz.${n}@example.com`),
      );
    case 'member_type':
      return fc.constantFrom('member', 'non_member', 'MEMBER');
    case 'price_type':
      return fc.constantFrom('day_1_pass', 'day_2_pass', 'two_days_pass', 'three_days_pass');
    case 'provides_gst_details':
      return fc.constantFrom(true, false, '1', '0', 1, 0, 'true', 'yes');
    case 'title':
      return fc.constantFrom('Ms', 'Mr', 'Dr', 'ms');
    case 'image':
    case 'professional_image':
      return junkFile;
    case 'token':
      return fc.oneof(
        fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
        fc.string(),
      );
    case 'search':
      return fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.array(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 3 }),
      );
    case 'start':
    case 'limit':
      return fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constantFrom('20', '-1', '0', '1e3'));
    case 'razorpay_order_id':
    case 'razorpay_payment_id':
    case 'razorpay_signature':
      return fc.oneof(fc.string(), fc.stringMatching(/^(order|pay)_[A-Za-z0-9]{14}$/));
    default:
      return fc.string({ maxLength: 24 });
  }
}

/** The example input, with seed ids where the example names records the seed does not have. */
function baseInput(operation: string, facts: SeedFacts): fc.Arbitrary<Record<string, unknown>> {
  const example = exampleFor(operation)?.input;
  const base = isRecord(example) ? example : {};
  const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
  const withBase = (over: Record<string, fc.Arbitrary<unknown>>) =>
    fc.record(over).map((values) => ({ ...base, ...values }));
  switch (operation) {
    case 'GET events/{slug}':
      return withBase({
        slug: pick([SEED_IDS.upcomingOpenEventSlug, SEED_IDS.membersOnlyEventSlug, SEED_IDS.pastEventSlug]),
      });
    case 'GET mentors/{id}':
      return withBase({ id: pick([SEED_IDS.openMentorSlug, SEED_IDS.membersOnlyMentorSlug, '1']) });
    case 'GET membership/{slug}':
      return withBase({ slug: pick(facts.membershipSlugs) });
    case 'GET partner-offer-detail/{offer_id}':
      return withBase({ offer_id: pick(facts.offerIds) });
    case 'POST event-payment':
    case 'POST user-event-payment':
      return withBase({ event_id: pick(facts.eventIds), coupon: fieldHint(facts, 'coupon') });
    case 'POST mentor-appointment-payment':
    case 'POST mentor-free-sesssion-appointment':
      return withBase({ mentor_id: pick(facts.mentorIds) });
    case 'POST package-payment':
    case 'POST non-member-package-payment':
      return withBase({ package_id: pick(facts.packageIds), coupon: fieldHint(facts, 'coupon') });
    case 'POST venture-payment':
      return withBase({ venture_id: pick(facts.ventureIds), member_type: fieldHint(facts, 'member_type') });
    case 'POST membership-payment':
      return withBase({
        membership_price_id: pick([101, 207, 301, 1]),
        email: fc.nat({ max: 10_000 }).map((n) => `fuzz.member.${n}@example.com`),
        coupon: fieldHint(facts, 'coupon'),
      });
    case 'POST global-membership-payment':
      return withBase({
        membership_price_id: pick([1, 4, 101]),
        email: fc.nat({ max: 10_000 }).map((n) => `fuzz.global.${n}@example.com`),
        coupon: fieldHint(facts, 'coupon'),
      });
    case 'POST delete-event':
      return withBase({
        event_id: pick([SEED_IDS.titanUpcomingPurchaseId, SEED_IDS.titanPastPurchaseId, 3, 999]),
      });
    default: {
      const pool = facts.confirmations[operation];
      if (pool && pool.length > 0) return fc.constantFrom(...pool).map((c) => ({ ...c }));
      return fc.constant(base);
    }
  }
}

/** Path parameter values: real ones, random text, or strings that trouble URL handling. */
function pathValue(facts: SeedFacts, name: string): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fieldHint(facts, name).map(String) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
      { weight: 1, arbitrary: fc.integer().map(String) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '%',
          '%zz',
          '%E0%A4%A',
          '%00',
          'a b',
          '__proto__',
          'constructor',
          '😀',
          '-1',
          '1e309',
          'x'.repeat(3000),
        ),
      },
    )
    .filter((v) => v !== '' && !/^(\.|%2e){1,2}$/i.test(v));
}

const jsonText = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"x":1}}', '\u0000', '{"__proto__":{"polluted":1}}', ''),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

function bodySpec(def: EndpointDef): fc.Arbitrary<BodySpec> {
  const own = def.body === 'multipart' ? 'multipart' : 'json';
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ kind: own }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<BodySpec>(
        { kind: own === 'json' ? 'multipart' : 'json' },
        { kind: 'urlencoded' },
        { kind: 'json-as-text' },
        { kind: 'json-without-type' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json-value', value }) as const),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: jsonText,
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/xml',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('bytes' as const),
        bytes: fc.uint8Array({ maxLength: 256 }),
        contentType: fc.constantFrom(
          'multipart/form-data; boundary=----fuzz',
          'multipart/form-data',
          'application/octet-stream',
          'application/json',
        ),
      }),
    },
  );
}

function authSpec(def: EndpointDef, facts: SeedFacts): fc.Arbitrary<AuthSpec> {
  const user = fc.oneof(
    fc.constantFrom(SEED_IDS.titanUserId, SEED_IDS.maverickUserId),
    fc.constantFrom(...facts.userIds),
  );
  const signedIn = user.map((userId) => ({ kind: 'user', userId }) as const);
  const bad = fc.constantFrom<AuthSpec>({ kind: 'garbage' }, { kind: 'malformed' }, { kind: 'revoked' });
  const guest = fc.constant<AuthSpec>({ kind: 'guest' });
  return def.auth === 'required'
    ? fc.oneof(
        { weight: 6, arbitrary: signedIn },
        { weight: 1, arbitrary: guest },
        { weight: 1, arbitrary: bad },
      )
    : fc.oneof(
        { weight: 3, arbitrary: signedIn },
        { weight: 3, arbitrary: guest },
        { weight: 1, arbitrary: bad },
      );
}

const keySpec: fc.Arbitrary<KeySpec> = fc.oneof(
  { weight: 16, arbitrary: fc.constant<KeySpec>('current') },
  { weight: 2, arbitrary: fc.constant<KeySpec>('previous-hour') },
  { weight: 1, arbitrary: fc.constantFrom<KeySpec>('missing', 'wrong') },
);

const rawQuery = fc.oneof(
  { weight: 5, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%zz', '&&=&', 'a[]=', 'search[]=x&search[]=y', 'start=1&start=2', '%E0%A4%A'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent) },
);

/** Random requests for one endpoint: its example input mutated, junk bodies, any caller, any key. */
export function requestArbitrary(
  operation: string,
  def: EndpointDef,
  facts: SeedFacts,
): fc.Arbitrary<FuzzRequest> {
  const names = pathParams(def.path);
  const keys = [
    ...new Set([...schemaKeys(def.input), ...Object.keys(exampleFor(operation)?.input ?? {})]),
  ].filter((k) => !names.includes(k));
  const params = fc.record(Object.fromEntries(names.map((n) => [n, pathValue(facts, n)])));
  return fc
    .record({
      base: baseInput(operation, facts),
      changes: mutations(keys, (key) => fieldHint(facts, key)),
      randomParams: fc.boolean(),
      params,
      rawParams: fc.boolean(),
      rawQuery: def.method === 'GET' ? rawQuery : fc.constant(''),
      body: bodySpec(def),
      auth: authSpec(def, facts),
      key: keySpec,
      declaredHuge: fc.nat({ max: 60 }).map((n) => def.method === 'POST' && n === 0),
    })
    .map(({ base, changes, randomParams, params: random, ...rest }) => {
      const input = mutate(base, changes);
      // Path values come from the base; a mutation that sets a path key sends it in the query/body too.
      const fromBase = Object.fromEntries(names.map((n) => [n, String(base[n] ?? '')]));
      for (const n of names) if (input[n] === base[n]) delete input[n];
      return {
        operation,
        params: randomParams ? random : fromBase,
        fields: input,
        ...rest,
        rawParams: randomParams && rest.rawParams && !Object.values(random).some((v) => /[/?#\\]/.test(v)),
      };
    });
}
