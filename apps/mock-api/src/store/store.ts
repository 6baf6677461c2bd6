import type {
  ChargeBreakdown,
  CreateOrderResponse,
  Currency,
  DirectoryEntry,
  Event,
  EventBuyerKind,
  EventCategory,
  EventPlanOption,
  EventPurchase,
  MembershipRecord as MembershipAnswer,
  MembershipPayment,
  MembershipPriceOption,
  MembershipSlug,
  Mentor,
  MentorBooking,
  MentorCategory,
  OfferCard,
  OfferCategory,
  OfferDetail,
  OrderTicket,
  PackagePurchase,
  PhotoMimeType,
  PurchaseContact,
  SponsorPackage,
  User,
  VentureEdition,
  VentureMemberType,
  VenturePackage,
  VenturePassType,
  Video,
} from '@lwl/schemas';
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

export type { Currency, MembershipSlug };
/** Buyer kinds of an event's price list: a guest or a member without a tier buys as 'Non Member'. */
export type BuyerKind = EventBuyerKind;

/**
 * An API value that may be null, as a record keeps it: '' for "none" (state files hold strings; the
 * views answer '' as null).
 */
type BlankForNull<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> | '' : T[K] };

/**
 * A member: the profile `GET user` answers (its photo as an upload id instead of a URL) plus the
 * directory's industry, and what only the server keeps.
 */
export interface UserRecord extends BlankForNull<Omit<User, 'image'> & Pick<DirectoryEntry, 'industry'>> {
  /** scrypt hash (A1's `src/sessions/`); null for seeded directory members who cannot log in. */
  passwordHash: string | null;
  /** Uploaded photo (`UploadRecord.id`); null means the generated avatar. */
  imageUploadId: UploadId | null;
  country: string;
  created_at: string;
}

/** A price row; `member` and `can_view` are worked out per answer. */
export type EventPriceRecord = Pick<EventPlanOption, 'id' | 'membership' | 'price' | 'currency'>;

/** An event as `GET events/{slug}` answers it, without what each answer works out (image, status, lists). */
export interface EventRecord
  extends Omit<
    Event,
    'image' | 'categories' | 'list_status' | 'date' | 'prices' | 'related_events' | 'non_related_events'
  > {
  categories: EventCategory['name'][];
  /** Listed in `sticky` of `GET events`. */
  sticky: boolean;
  prices: EventPriceRecord[];
}

export interface MentorRecord extends Omit<Mentor, 'image' | 'blur_image' | 'categories'> {
  categories: MentorCategory['name'][];
}

export interface VideoRecord extends Omit<Video, 'url' | 'category'> {
  category: Video['category']['name'];
  /** Default videos are the guests' library; members get all. */
  is_default: boolean;
}

type PackageKind = 'sponsor' | 'enterprise';
export interface PackageRecord extends Omit<SponsorPackage, 'price_info'> {
  kind: PackageKind;
  /** Member price (sponsor) or the one price (enterprise), INR without GST. */
  price: SponsorPackage['price_info'];
  /** Price for buyers without a membership. */
  non_member_price: SponsorPackage['price_info'];
}

/** A Venture Vault edition: its days, venue and start/end instants (with the venue's offset). */
export type VentureEditionRecord = Omit<VentureEdition, 'registration_closes_at' | 'registration_open'>;

export type VentureRecord = VenturePackage;

/** An offer: its card and its detail; images are served by id. */
interface PartnerOfferRecord
  extends Pick<OfferCard, 'offer_id' | 'title' | 'short_description'>,
    Pick<OfferDetail, 'description' | 'code'> {
  /** The city of the offer's city tag; null for an offer without one. */
  city: string | null;
}
export interface PartnerCategoryRecord extends Pick<OfferCategory, 'category_description'> {
  id: number;
  name: string;
  offers: PartnerOfferRecord[];
}

/** Ids are stable: they never change between seeds. The global/UAE option with id 1 is each form's default. */
export interface MembershipOptionRecord extends Omit<MembershipPriceOption, 'city'> {
  slug: MembershipSlug;
  /** Null for the sign-up tiers (their answer has no `city`). */
  city: NonNullable<MembershipPriceOption['city']> | null;
  /** Length of the membership the option buys. */
  months: number;
  currency: Currency;
}

/** Who bought, as the purchase dialogs send it (guests) or as the profile says (members). */
export type BuyerDetails = PurchaseContact;

/**
 * Everything needed to create the account when a guest's membership payment is confirmed: the account
 * as it will be stored, and the form's extras ('' when not given).
 */
export interface SignupDetails
  extends Omit<UserRecord, 'id' | 'created_at'>,
    Required<Pick<MembershipPayment, 'reffered_by' | 'statement_of_purpose'>> {}

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

/**
 * `amount` is in minor units (paise/cents), as the create-order answer has it; it equals `breakdown.total`.
 * `access_key` (the key of the order's links, given at creation) is absent in state files written before
 * keys existed: `orderAccessKey` gives such an order one when it is first needed.
 */
export interface OrderRecord
  extends Pick<CreateOrderResponse, 'order_id' | 'amount' | 'currency' | 'access_key'> {
  item: OrderItem;
  /** How the amount is made (price, coupon discount, GST), minor units. */
  breakdown: ChargeBreakdown;
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

/** One code per ticket or pass; absent in older state files (`ticketCodes` fills it when first needed). */
type TicketCodes = { ticket_codes?: OrderTicket['code'][] };

type RefundStatus = '' | 'initiated' | 'failed' | 'refunded';
/**
 * `purchased_date` is the instant of purchase (the answer has its day); `refund_status` '' is none. The
 * refund's instants are absent (none yet, or a state file written before they existed).
 */
export interface EventPurchaseRecord
  extends Pick<
      EventPurchase,
      'id' | 'purchased_date' | 'currency' | 'amount' | 'refund_requested_at' | 'refund_updated_at'
    >,
    TicketCodes {
  user_id: number | null;
  buyer: BuyerDetails | null;
  order_id: string | null;
  event_id: number;
  quantity: number;
  refund_status: RefundStatus;
}

export interface MentorBookingRecord extends Pick<MentorBooking, 'amount'> {
  id: number;
  user_id: number | null;
  buyer: BuyerDetails | null;
  order_id: string | null;
  mentor_id: number;
  free: boolean;
  currency: Currency;
  created_at: string;
}

export interface PackagePurchaseRecord extends Pick<PackagePurchase, 'amount'> {
  id: number;
  user_id: number | null;
  buyer: BuyerDetails | null;
  order_id: string | null;
  package_id: number;
  currency: Currency;
  created_at: string;
}

/** `GET account-membership`'s data; `created_date` is the instant of purchase (the answer has its day). */
export interface MembershipRecord
  extends Pick<MembershipAnswer, 'user_id' | 'created_date' | 'modified_expiry_date' | 'membership_price'> {
  id: number;
  /** The answer's `membership`. */
  tier: MembershipAnswer['membership'];
  membership_price_id: number;
  currency: Currency;
  order_id: string | null;
}

interface VentureBookingRecord extends TicketCodes {
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
  mime: PhotoMimeType;
  /** File bytes, base64. */
  data: string;
  created_at: string;
}
