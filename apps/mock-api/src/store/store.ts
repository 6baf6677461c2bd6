import type { EventBuyerKind } from '@lwl/schemas';
import type * as z from 'zod/mini';
import type { storeSchema } from './store-schema.ts';

/**
 * The mock's whole state: the output of `storeSchema` (store-schema.ts), its one description. The
 * names below are views of it for the handlers, not second descriptions: none declares a field.
 */
export type Store = z.output<typeof storeSchema>;

type Row<K extends keyof Store> = NonNullable<Store[K]> extends ReadonlyArray<infer R> ? R : never;

export type CounterName = keyof Store['counters'];

export type { Currency, MembershipSlug } from '@lwl/schemas';
/** Buyer kinds of an event's price list: a guest or a member without a tier buys as 'Non Member'. */
export type BuyerKind = EventBuyerKind;

/**
 * A member: the profile `GET user` answers (its photo as an upload id instead of a URL, a null kept as
 * '') plus the directory's industry, and what only the server keeps (the password's scrypt hash).
 */
export type UserRecord = Row<'users'>;
/** An event as `GET events/{slug}` answers it, without what each answer works out (image, status, lists). */
export type EventRecord = Row<'events'>;
/** A price row; `member` and `can_view` are worked out per answer. */
export type EventPriceRecord = EventRecord['prices'][number];
export type MentorRecord = Row<'mentors'>;
export type VideoRecord = Row<'videos'>;
export type PackageRecord = Row<'packages'>;
/** A Venture Vault edition: its days, venue and start/end instants (with the venue's offset). */
export type VentureEditionRecord = Row<'ventureEditions'>;
export type VentureRecord = Row<'ventures'>;
/** An offer category with its offers (card and detail; images are served by id). */
export type PartnerCategoryRecord = Row<'partnerCategories'>;
/** Ids are stable: they never change between seeds. The global/UAE option with id 1 is each form's default. */
export type MembershipOptionRecord = Row<'membershipOptions'>;
export type OrderRecord = Row<'orders'>;
export type OrderItem = OrderRecord['item'];
export type OrderKind = OrderItem['kind'];
/** Who bought, as the purchase dialogs send it (guests) or as the profile says (members). */
export type BuyerDetails = NonNullable<OrderRecord['buyer']>;
export type AttendeeRecord = NonNullable<OrderRecord['attendees']>[number];
/**
 * Everything needed to create the account when a guest's membership payment is confirmed: the account
 * as it will be stored, and the form's extras ('' when not given).
 */
export type SignupDetails = NonNullable<Extract<OrderItem, { kind: 'membership' }>['signup']>;
export type EventPurchaseRecord = Row<'eventPurchases'>;
export type MentorBookingRecord = Row<'mentorBookings'>;
export type PackagePurchaseRecord = Row<'packagePurchases'>;
/** `GET account-membership`'s data; `created_date` is the instant of purchase (the answer has its day). */
export type MembershipRecord = Row<'memberships'>;
/** A stored form submission: the fields as received (strings, lists of strings), files as upload ids. */
export type FormFields = Row<'enquiries'>['fields'];
export type OtpRecord = Row<'otps'>;
export type UploadRecord = Row<'uploads'>;
/** A random 128-bit id, 32 hex digits: not guessable from another upload's. */
export type UploadId = UploadRecord['id'];
/**
 * The invoices and the last serial used per financial year ('2026-27' → 42), one sequence for invoices
 * and one for credit notes (absent in state files written before invoices existed).
 */
export type InvoiceBook = NonNullable<Store['invoiceBook']>;
/** One issued invoice and whose it is (null: a guest's purchase, which no member can read). */
export type InvoiceRecord = InvoiceBook['invoices'][number];
/** The purchase record an invoice is for (its kind's list and id). */
export type PurchaseRef = NonNullable<InvoiceRecord['purchase']>;
