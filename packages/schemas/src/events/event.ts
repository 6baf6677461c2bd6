import * as z from 'zod/mini';
import { isoDate } from '../common/fields.ts';
import { MEMBERSHIP_TIER_NAMES } from '../membership/tier-names.ts';
import { majorAmount } from '../money/units.ts';
import { currencySchema } from '../payment/payment.ts';

/** `list_status` of an event open for booking; any other value hides the plan selector and Book Now. */
export const EVENT_STATUS_UPCOMING = 'upcoming';

/** Display time as the API sends `start_time_edited` / `end_time_edited`: `hh:mm AM` (12-hour clock). */
export const EVENT_TIME_PATTERN = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;

export const eventCategorySchema = z.object({ name: z.string().check(z.minLength(1)) });
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** The buyer kind of a guest (or a member without a tier) in an event's price list. */
export const EVENT_NON_MEMBER_KIND = 'Non Member';
export const EVENT_BUYER_KINDS = [EVENT_NON_MEMBER_KIND, ...MEMBERSHIP_TIER_NAMES] as const;
export const eventBuyerKindSchema = z.enum(EVENT_BUYER_KINDS);
export type EventBuyerKind = z.infer<typeof eventBuyerKindSchema>;

/**
 * One row of an event's `prices`: one per buyer kind (a decision where the specs are silent). `membership` names the buyer kind
 * ('Non Member', 'Titan', ...); `member` is false for the non-member row and true for a tier's row.
 * `can_view` is true for the rows the caller may buy. Prices in rupees.
 */
export const eventPlanOptionSchema = z
  .object({
    id: z
      .number()
      .check(
        z.int(),
        z.positive(),
        z.meta({ description: "The price row's id (one buyer kind of this event)." }),
      ),
    member: z.boolean(),
    membership: eventBuyerKindSchema,
    price: majorAmount('Price of one ticket'),
    currency: currencySchema,
    can_view: z.boolean(),
  })
  .check(
    z.refine((row) => row.member === (row.membership !== EVENT_NON_MEMBER_KIND), {
      error: "member must be false exactly for the 'Non Member' row",
      path: ['member'],
    }),
  );
export type EventPlanOption = z.infer<typeof eventPlanOptionSchema>;

/**
 * The card shape of event lists (`GET events`, its `sticky` list, related and other events): what the
 * upcoming-events card and the category chips read. `prices` is a contract extension (the specs' list
 * carries none): the same rows as the event page, so a card can list the ticket price; optional, so a
 * backend without it still validates and its cards show no price.
 */
export const eventCardSchema = z.object({
  id: z
    .number()
    .check(
      z.int(),
      z.positive(),
      z.meta({ description: "The event's id: the `event_id` of the event purchase calls." }),
    ),
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
  event_date: isoDate(),
  event_end_date: z.nullable(isoDate()),
  start_time_edited: z.string().check(z.regex(EVENT_TIME_PATTERN)),
  end_time_edited: z.string().check(z.regex(EVENT_TIME_PATTERN)),
  timezone: z.string().check(z.minLength(1)),
  city: z.string().check(z.minLength(1)),
  categories: z.array(eventCategorySchema),
  list_status: z.string().check(z.minLength(1)),
  allow_non_member: z.boolean(),
  prices: z.optional(
    z.array(eventPlanOptionSchema).check(
      z.meta({
        description: "The event's price rows, as on its page (extension).",
        'x-lwl-extension': true,
      }),
    ),
  ),
});
export type EventCard = z.infer<typeof eventCardSchema>;

/**
 * An event as `GET events/{slug}` answers it. `description` is HTML (sanitised before rendering);
 * `title` is the banner's breadcrumb title; `date` is the event's display date line as the account
 * area's event purchases carry it (e.g. 'Saturday, 16 May 2026').
 */
export const eventSchema = z.extend(eventCardSchema, {
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  date: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  refundinfo: z.nullable(z.string()),
  prices: z.array(eventPlanOptionSchema),
  related_events: z.array(eventCardSchema),
  non_related_events: z.array(eventCardSchema),
});
export type Event = z.infer<typeof eventSchema>;

/** An item of `GET past-events` (a bare array); a click opens `/event/{slug}`. */
export const pastEventSchema = z.pick(eventCardSchema, {
  id: true,
  slug: true,
  name: true,
  image: true,
  event_date: true,
  city: true,
});
export type PastEvent = z.infer<typeof pastEventSchema>;
