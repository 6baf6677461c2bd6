import type { Faker } from '@faker-js/faker';
import { computeCharge, gstTreatmentOf, TIER_NAME_BY_SLUG, toMajor } from '@lwl/schemas';
import { addDays, addMonths, isoDay } from '../dates.ts';
import type {
  EventPurchaseRecord,
  MembershipOptionRecord,
  MembershipRecord,
  MentorBookingRecord,
  PackagePurchaseRecord,
  UserRecord,
} from '../store.ts';

/**
 * What a membership option was paid: its listed price plus GST for a rupee plan ('+ GST'), as listed
 * for a dollar one, as `recordPurchase` records a bought membership (whole-rupee prices: 9 % of them
 * is a whole number of paise, so CGST + SGST and IGST come to the same).
 */
function paidFor(option: MembershipOptionRecord): number {
  const charge = computeCharge({
    unitPrice: option.price,
    quantity: 1,
    currency: option.currency,
    treatment: gstTreatmentOf('membership', option.currency),
    discountPercent: 0,
    supply: 'intra_state',
  });
  return toMajor(charge.total);
}

/** Seed ids other tests and the end-to-end suite rely on. */
export const SEED_IDS = {
  titanUserId: 1,
  maverickUserId: 2,
  /** The Titan's upcoming, refundable purchase (of event 1, 'women-in-leadership-summit'). */
  titanUpcomingPurchaseId: 1,
  /** The Titan's purchase of a past event (event 11, 'negotiation-skills-bootcamp'). */
  titanPastPurchaseId: 2,
  upcomingOpenEventSlug: 'women-in-leadership-summit',
  membersOnlyEventSlug: 'titans-closed-door-roundtable',
  pastEventSlug: 'negotiation-skills-bootcamp',
  openMentorSlug: 'priya-sharma',
  membersOnlyMentorSlug: 'radhika-iyer',
} as const;

/** Membership records: Titan (Delhi, 1 year), Maverick (Bangalore, 1 year), then every directory member. */
export function seedMemberships(
  faker: Faker,
  now: Date,
  users: UserRecord[],
  options: MembershipOptionRecord[],
): MembershipRecord[] {
  const pick = (id: number): MembershipOptionRecord => {
    const option = options.find((o) => o.id === id);
    if (!option) throw new Error(`seed: no membership option ${id}`);
    return option;
  };
  const record = (
    id: number,
    userId: number,
    option: MembershipOptionRecord,
    since: Date,
  ): MembershipRecord => ({
    id,
    user_id: userId,
    tier: TIER_NAME_BY_SLUG[option.slug],
    membership_price_id: option.id,
    membership_price: paidFor(option),
    currency: option.currency,
    order_id: null,
    created_date: since.toISOString(),
    modified_expiry_date: isoDay(addMonths(since, option.months)),
  });
  const directoryOptionIds = [101, 104, 107, 110, 201, 204, 207, 210, 1, 4, 301, 303];
  return users.map((user, index) => {
    if (user.id === SEED_IDS.titanUserId) return record(index + 1, user.id, pick(101), addDays(now, -60));
    if (user.id === SEED_IDS.maverickUserId) return record(index + 1, user.id, pick(207), addDays(now, -30));
    const option = pick(faker.helpers.arrayElement(directoryOptionIds));
    // Short passes must still be active today, so their start lies within their term.
    const since = addDays(now, -faker.number.int({ min: 1, max: option.months * 28 }));
    return record(index + 1, user.id, option, since);
  });
}

/** Crockford's base32 (no I, L, O, U), the alphabet of ticket codes (`TICKET_CODE_PATTERN`). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ticket's code drawn from the seed's faker: the seed is the same on every start, and its tickets
 * hold their codes from the start, as bought ones do (an upgrade at load finds nothing to fill).
 */
const seedTicketCodes = (faker: Faker, count: number): string[] =>
  Array.from({ length: count }, () => `tkt_${faker.string.fromCharacters(CROCKFORD, 26)}`);

/** The Titan account's purchases: an upcoming refundable event, a past event, a mentor, a package. */
export function seedTitanPurchases(
  faker: Faker,
  now: Date,
): {
  eventPurchases: EventPurchaseRecord[];
  mentorBookings: MentorBookingRecord[];
  packagePurchases: PackagePurchaseRecord[];
} {
  const userId = SEED_IDS.titanUserId;
  return {
    eventPurchases: [
      {
        id: SEED_IDS.titanUpcomingPurchaseId,
        user_id: userId,
        buyer: null,
        order_id: null,
        event_id: 1,
        quantity: 2,
        amount: 4500,
        currency: 'INR',
        purchased_date: addDays(now, -3).toISOString(),
        refund_status: '',
        ticket_codes: seedTicketCodes(faker, 2),
      },
      {
        id: SEED_IDS.titanPastPurchaseId,
        user_id: userId,
        buyer: null,
        order_id: null,
        event_id: 11,
        quantity: 1,
        amount: 2000,
        currency: 'INR',
        purchased_date: addDays(now, -40).toISOString(),
        refund_status: '',
        ticket_codes: seedTicketCodes(faker, 1),
      },
    ],
    mentorBookings: [
      {
        id: 1,
        user_id: userId,
        buyer: null,
        order_id: null,
        mentor_id: 2,
        free: false,
        amount: 7080,
        currency: 'INR',
        created_at: addDays(now, -10).toISOString(),
      },
    ],
    packagePurchases: [
      {
        id: 1,
        user_id: userId,
        buyer: null,
        order_id: null,
        package_id: 2,
        amount: 35400,
        currency: 'INR',
        created_at: addDays(now, -20).toISOString(),
      },
    ],
  };
}
