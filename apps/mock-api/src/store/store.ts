import type { ChargeBreakdown, MembershipSlug, MembershipTierName } from '@lwl/schemas';
import type { InvoiceBook } from '../invoices/invoice-book.ts';

/**
 * The mock's whole state. Plain JSON-serialisable data (persistence writes it as JSON): no Dates, no
 * Maps, no class instances. Dates are ISO strings (`YYYY-MM-DD` for calendar dates, full ISO 8601 for
 * instants). Money in records is in major units (rupees/dollars) except `OrderRecord.amount`, which is in
 * the provider's minor unit (paise/cents) as the create-order answer carries it.
 */
export interface Store {
  version: 1;
  /** The instant the seed was generated for (dates are relative to it). */
  seededAt: string;
  counters: Counters;
  users: UserRecord[];
  events: EventRecord[];
  mentors: MentorRecord[];
  videos: VideoRecord[];
  packages: PackageRecord[];
  ventures: VentureRecord[];
  ventureEditions: VentureEditionRecord[];
  partnerCategories: PartnerCategoryRecord[];
  membershipOptions: MembershipOptionRecord[];
  orders: OrderRecord[];
  payments: PaymentRecord[];
  eventPurchases: EventPurchaseRecord[];
  mentorBookings: MentorBookingRecord[];
  packagePurchases: PackagePurchaseRecord[];
  memberships: MembershipRecord[];
  ventureBookings: VentureBookingRecord[];
  enquiries: EnquiryRecord[];
  applications: ApplicationRecord[];
  otps: OtpRecord[];
  uploads: UploadRecord[];
  /** GST tax invoices and credit notes (absent in state files written before invoices existed). */
  invoiceBook?: InvoiceBook;
}

export type CounterName =
  | 'user'
  | 'eventPurchase'
  | 'mentorBooking'
  | 'packagePurchase'
  | 'membership'
  | 'ventureBooking'
  | 'enquiry'
  | 'application'
  | 'upload';
type Counters = Record<CounterName, number>;

export type Currency = 'INR' | 'USD';
type Title = 'Mr' | 'Ms';

/** A paying tier: the name the login answer and `activebookings.membership` carry. */
type TierName = MembershipTierName;

export type { MembershipSlug };
/** Buyer kinds of an event's price list: a guest or a member without a tier buys as 'Non Member'. */
export type BuyerKind = 'Non Member' | TierName;

export interface UserRecord {
  id: number;
  email: string;
  /** scrypt hash (A1's `src/sessions/`); null for seeded directory members who cannot log in. */
  passwordHash: string | null;
  title: Title;
  first_name: string;
  last_name: string;
  phone: string;
  company_name: string;
  designation: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  industry: string;
  /** Uploaded photo (`UploadRecord.id`); null means the generated avatar. */
  imageUploadId: UploadId | null;
  provides_gst_details: boolean;
  gst_number: string;
  gst_company_name: string;
  gst_address_line_1: string;
  gst_address_line_2: string;
  gst_state: string;
  gst_pincode: string;
  created_at: string;
}

export interface EventPriceRecord {
  id: number;
  membership: BuyerKind;
  price: number;
  currency: Currency;
}

export interface EventRecord {
  id: number;
  name: string;
  slug: string;
  title: string;
  description: string;
  event_date: string;
  event_end_date: string | null;
  start_time_edited: string;
  end_time_edited: string;
  timezone: string;
  city: string;
  address: string;
  refundinfo: string | null;
  categories: string[];
  allow_non_member: boolean;
  sticky: boolean;
  prices: EventPriceRecord[];
}

export interface MentorRecord {
  id: number;
  slug: string;
  name: string;
  title: string;
  designation: string;
  company_name: string;
  area_of_interest: string;
  area_of_interest_content: string;
  description: string;
  session_content: string;
  categories: string[];
  allow_non_member: boolean;
  session_price_without_gst: number;
  non_member_price_without_gst: number;
}

export interface VideoRecord {
  id: number;
  title: string;
  description: string;
  category: string;
  /** Default videos are the guests' library; members get all. */
  is_default: boolean;
}

type PackageKind = 'sponsor' | 'enterprise';
export interface PackageRecord {
  id: number;
  kind: PackageKind;
  name: string;
  description: string;
  /** Member price (sponsor) or the one price (enterprise), INR without GST. */
  price: number;
  /** Price for buyers without a membership. */
  non_member_price: number;
}

type VenturePassType = 'day_1_pass' | 'day_2_pass' | 'two_days_pass';
type VentureMemberType = 'member' | 'non_member';
/** A Venture Vault edition: its days, venue and start/end instants (with the venue's offset). */
export interface VentureEditionRecord {
  id: number;
  name: string;
  venue: string;
  city: string;
  start_date: string;
  end_date: string;
  starts_at: string;
  ends_at: string;
  timezone: string;
}

export interface VentureRecord {
  id: number;
  group_info: string;
  quantity_info: string;
  member_price_single_day: number;
  member_price_both_day: number;
  non_member_price_single_day: number;
  non_member_price_both_day: number;
}

interface PartnerOfferRecord {
  offer_id: number;
  title: string;
  short_description: string;
  description: string;
  code: string;
  city: string | null;
}
export interface PartnerCategoryRecord {
  id: number;
  name: string;
  category_description: string;
  offers: PartnerOfferRecord[];
}

export interface MembershipOptionRecord {
  /** Stable: ids never change between seeds. The global/UAE option with id 1 is each form's default. */
  id: number;
  slug: MembershipSlug;
  city: string | null;
  name: string;
  term: string;
  /** Length of the membership the option buys. */
  months: number;
  price: number;
  currency: Currency;
}

/** Who bought, as the purchase dialogs send it (guests) or as the profile says (members). */
export interface BuyerDetails {
  name: string;
  email: string;
  phone: string;
  company_name: string;
  designation: string;
}

/** Everything needed to create the account when a guest's membership payment is confirmed. */
export interface SignupDetails {
  title: Title;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
  designation: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  industry: string;
  passwordHash: string;
  imageUploadId: UploadId | null;
  provides_gst_details: boolean;
  gst_number: string;
  gst_company_name: string;
  gst_address_line_1: string;
  gst_address_line_2: string;
  gst_state: string;
  gst_pincode: string;
  reffered_by: string;
  statement_of_purpose: string;
}

export type OrderItem =
  | { kind: 'event'; event_id: number; quantity: number; price_id: number }
  | {
      kind: 'venture';
      venture_id: number;
      /** The edition the pass is for (the one on sale when the order was made). */
      edition_id: number;
      price_type: VenturePassType;
      member_type: VentureMemberType;
    }
  | { kind: 'mentor'; mentor_id: number }
  | { kind: 'package'; package_id: number }
  | { kind: 'membership'; membership_price_id: number; signup: SignupDetails | null };

export type OrderKind = OrderItem['kind'];

export interface OrderRecord {
  order_id: string;
  item: OrderItem;
  /** Minor units (paise/cents); equals `breakdown.total`. */
  amount: number;
  /** How the amount is made (price, coupon discount, GST), minor units. */
  breakdown: ChargeBreakdown;
  currency: Currency;
  coupon: string | null;
  user_id: number | null;
  buyer: BuyerDetails | null;
  status: 'created' | 'paid';
  payment_id: string | null;
  created_at: string;
  paid_at: string | null;
}

interface PaymentRecord {
  payment_id: string;
  order_id: string;
  signature: string;
  created_at: string;
}

type RefundStatus = '' | 'initiated' | 'failed' | 'refunded';
export interface EventPurchaseRecord {
  id: number;
  user_id: number | null;
  buyer: BuyerDetails | null;
  order_id: string | null;
  event_id: number;
  quantity: number;
  amount: number;
  currency: Currency;
  purchased_date: string;
  refund_status: RefundStatus;
}

export interface MentorBookingRecord {
  id: number;
  user_id: number | null;
  buyer: BuyerDetails | null;
  order_id: string | null;
  mentor_id: number;
  free: boolean;
  amount: number;
  currency: Currency;
  created_at: string;
}

export interface PackagePurchaseRecord {
  id: number;
  user_id: number | null;
  buyer: BuyerDetails | null;
  order_id: string | null;
  package_id: number;
  amount: number;
  currency: Currency;
  created_at: string;
}

export interface MembershipRecord {
  id: number;
  user_id: number;
  tier: TierName;
  membership_price_id: number;
  membership_price: number;
  currency: Currency;
  order_id: string | null;
  created_date: string;
  modified_expiry_date: string;
}

interface VentureBookingRecord {
  id: number;
  user_id: number | null;
  buyer: BuyerDetails;
  order_id: string | null;
  venture_id: number;
  edition_id: number;
  price_type: VenturePassType;
  member_type: VentureMemberType;
  amount: number;
  currency: Currency;
  created_at: string;
}

/** A stored form submission: the fields as received (strings, lists of strings), files as upload ids. */
export type FormFields = Record<string, string | string[] | number | boolean | null>;

interface EnquiryRecord {
  id: number;
  fields: FormFields;
  created_at: string;
}

interface ApplicationRecord {
  id: number;
  user_id: number;
  fields: FormFields;
  created_at: string;
}

export interface OtpRecord {
  email: string;
  code: string;
  expires_at: string;
  tries: number;
  verified: boolean;
  used: boolean;
}

/** A random 128-bit id, 32 hex digits: not guessable from another upload's. */
export type UploadId = string;

export interface UploadRecord {
  id: UploadId;
  mime: 'image/jpeg' | 'image/png' | 'image/gif';
  /** File bytes, base64. */
  data: string;
  created_at: string;
}
