import {
  ACCESS_KEY_PATTERN,
  BUYER_ADDRESS_LABELS,
  chargeBreakdownSchema,
  createOrderResponseSchema,
  currencySchema,
  eventPlanOptionSchema,
  eventPurchaseSchema,
  eventSchema,
  INDIA_STATES,
  INVOICE_STATUSES,
  type Invoice,
  invoiceSchema,
  MEMBERSHIP_SLUGS,
  membershipPriceOptionSchema,
  membershipRecordSchema,
  membershipTierNameSchema,
  mentorSchema,
  offerCardSchema,
  offerDetailSchema,
  orderTicketSchema,
  PHOTO_MIME_TYPES,
  purchaseContactSchema,
  sponsorPackageSchema,
  userSchema,
  VENTURE_MEMBER_TYPES,
  VENTURE_PASS_TYPES,
  ventureEditionSchema,
  venturePackageSchema,
  videoSchema,
} from '@lwl/schemas';
import * as z from 'zod/mini';

/**
 * The mock's stored state, record by record, and the only description of it: the record types
 * (`store.ts`) are this schema's output, so a field a handler writes that is not described here does
 * not compile, and a state file (`MOCK_DATA_FILE`) is checked against it at start, so a wrong-typed
 * record stops the start instead of answering 500 later. Built from the contract's schemas.
 *
 * Plain JSON-serialisable data (persistence writes it as JSON): no Dates, no Maps, no class instances.
 * Dates are ISO strings (`YYYY-MM-DD` for calendar dates, full ISO 8601 for instants). Money in records
 * is in major units (rupees/dollars) except an order's `amount`, which is in the provider's minor unit
 * (paise/cents) as the create-order answer carries it.
 */

const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const instant = z.iso.datetime({ offset: true });
const nullableId = z.nullable(id);
const nullableText = z.nullable(z.string());
/** The key of an order's receipt, ticket and invoice links (`newAccessKey`). */
const accessKey = z.string().check(z.regex(ACCESS_KEY_PATTERN));
/**
 * One code per ticket or pass. Optional, like an order's `access_key`: a state file written before
 * order links lacks both, and `giveOrderLinks` fills them in at load (never replacing one).
 */
const ticketCodes = z.optional(z.array(orderTicketSchema.shape.code));
/** A value the API may answer as null, which a record keeps as '' (`BlankForNull` in store.ts). */
const blankable = <T extends z.ZodMiniType<string>>(inner: T) => z.union([inner, z.literal('')]);

/**
 * A buyer as stored: the contact's fields, as text. Not `purchaseContactSchema` itself, whose request
 * rules (a phone is required) do not hold for every stored buyer (the global sign-up has no phone).
 */
const buyer = z.extend(
  z.object(
    Object.fromEntries(Object.keys(purchaseContactSchema.shape).map((key) => [key, z.string()])) as Record<
      keyof typeof purchaseContactSchema.shape,
      z.ZodMiniString
    >,
  ),
  // A guest's address, when her order needed it (rule 46); absent otherwise and in older state files.
  Object.fromEntries(Object.keys(BUYER_ADDRESS_LABELS).map((key) => [key, z.optional(z.string())])) as Record<
    keyof typeof BUYER_ADDRESS_LABELS,
    z.ZodMiniOptional<z.ZodMiniString>
  >,
);

const userRecord = z.extend(z.omit(userSchema, { image: true }), {
  phone: blankable(z.string()),
  state: blankable(z.string()),
  gst_number: blankable(z.string()),
  gst_company_name: blankable(z.string()),
  gst_address_line_1: blankable(z.string()),
  gst_address_line_2: blankable(z.string()),
  gst_state: blankable(z.enum(INDIA_STATES)),
  gst_pincode: blankable(z.string()),
  industry: blankable(z.string()),
  /** scrypt hash (`src/sessions/`); null for seeded directory members who cannot log in. */
  passwordHash: nullableText,
  /** Uploaded photo (an upload's id); null means the generated avatar. */
  imageUploadId: nullableText,
  country: z.string(),
  created_at: z.string(),
});

// Rows and editions carry refinements, which `z.pick`/`z.omit` refuse: their fields are taken one by one.
const plan = eventPlanOptionSchema.shape;
const eventRecord = z.extend(
  z.omit(eventSchema, {
    image: true,
    categories: true,
    list_status: true,
    date: true,
    prices: true,
    related_events: true,
    non_related_events: true,
  }),
  {
    categories: z.array(z.string()),
    /** Listed in `sticky` of `GET events`. */
    sticky: z.boolean(),
    prices: z.array(
      z.object({ id: plan.id, membership: plan.membership, price: plan.price, currency: plan.currency }),
    ),
  },
);

const mentorRecord = z.extend(z.omit(mentorSchema, { image: true, blur_image: true, categories: true }), {
  categories: z.array(z.string()),
});

const videoRecord = z.extend(z.omit(videoSchema, { url: true, category: true }), {
  category: z.string(),
  /** Default videos are the guests' library; members get all. */
  is_default: z.boolean(),
});

const packageRecord = z.extend(z.omit(sponsorPackageSchema, { price_info: true }), {
  kind: z.enum(['sponsor', 'enterprise']),
  /** Member price (sponsor) or the one price (enterprise), INR without GST. */
  price: z.number().check(z.nonnegative()),
  /** Price for buyers without a membership. */
  non_member_price: z.number().check(z.nonnegative()),
});

const {
  registration_closes_at: _closes,
  registration_open: _open,
  ...editionFields
} = ventureEditionSchema.shape;
const ventureEditionRecord = z.object(editionFields);

const partnerCategoryRecord = z.object({
  id,
  name: z.string(),
  category_description: z.string(),
  offers: z.array(
    z.extend(z.pick(offerCardSchema, { offer_id: true, title: true, short_description: true }), {
      ...z.pick(offerDetailSchema, { description: true, code: true }).shape,
      city: nullableText,
    }),
  ),
});

const membershipOptionRecord = z.extend(z.omit(membershipPriceOptionSchema, { city: true }), {
  slug: z.enum(MEMBERSHIP_SLUGS),
  /** Null for the sign-up tiers (their answer has no `city`). */
  city: nullableText,
  /** Length of the membership the option buys. */
  months: count,
  currency: currencySchema,
});

const signupDetails = z.extend(z.omit(userRecord, { id: true, created_at: true }), {
  reffered_by: z.string(),
  statement_of_purpose: z.string(),
});

const orderItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event_id: id, quantity: id, price_id: id }),
  z.object({
    kind: z.literal('venture'),
    venture_id: id,
    /** The edition the pass is for (the one on sale when the order was made). */
    edition_id: id,
    price_type: z.enum(VENTURE_PASS_TYPES),
    member_type: z.enum(VENTURE_MEMBER_TYPES),
  }),
  z.object({ kind: z.literal('mentor'), mentor_id: id }),
  z.object({ kind: z.literal('package'), package_id: id }),
  z.object({ kind: z.literal('membership'), membership_price_id: id, signup: z.nullable(signupDetails) }),
]);

/** `amount` is in minor units (paise/cents), as the create-order answer has it; it equals `breakdown.total`. */
const orderRecord = z.extend(
  z.pick(createOrderResponseSchema, { order_id: true, amount: true, currency: true }),
  {
    access_key: z.optional(accessKey),
    item: orderItem,
    /** How the amount is made (price, coupon discount, GST), minor units. */
    breakdown: chargeBreakdownSchema,
    /**
     * Where the order is taxed (`placeOfOrder`), decided when it was priced; null for an export.
     * Optional: an order written before places of supply were kept is placed when it is invoiced.
     */
    place_of_supply: z.optional(invoiceSchema.shape.place_of_supply),
    coupon: nullableText,
    user_id: nullableId,
    buyer: z.nullable(buyer),
    /**
     * An event order's ticket holders, one per ticket in ticket order (extension), each with the key of
     * her own link once she has one; absent: the buyer holds the first ticket, the others are unnamed.
     */
    attendees: z.optional(
      z.array(z.object({ name: z.string(), email: z.string(), access_key: z.optional(accessKey) })),
    ),
    status: z.enum(['created', 'paid']),
    payment_id: nullableText,
    created_at: z.string(),
    paid_at: nullableText,
  },
);

const paymentRecord = z.object({
  payment_id: z.string(),
  order_id: z.string(),
  signature: z.string(),
  created_at: z.string(),
});

/** Who bought and through which order: the part every purchase record shares. */
const purchaseOwner = { user_id: nullableId, buyer: z.nullable(buyer), order_id: nullableText };

/**
 * `refund_status` '' is none; the refund's instants are absent until there is one (or in a state file
 * written before they existed).
 */
const eventPurchaseRecord = z.extend(
  z.pick(eventPurchaseSchema, {
    id: true,
    purchased_date: true,
    currency: true,
    amount: true,
    refund_requested_at: true,
    refund_updated_at: true,
  }),
  {
    ...purchaseOwner,
    ticket_codes: ticketCodes,
    // the record keeps the instant of purchase (the answer has its day)
    purchased_date: z.string(),
    event_id: id,
    quantity: id,
    refund_status: z.enum(['', 'initiated', 'failed', 'refunded']),
  },
);

const mentorBookingRecord = z.object({
  id,
  ...purchaseOwner,
  amount: z.number().check(z.nonnegative()),
  mentor_id: id,
  free: z.boolean(),
  currency: currencySchema,
  created_at: z.string(),
});

const packagePurchaseRecord = z.object({
  id,
  ...purchaseOwner,
  amount: z.number().check(z.nonnegative()),
  package_id: id,
  currency: currencySchema,
  created_at: z.string(),
});

const membershipRecord = z.extend(
  z.pick(membershipRecordSchema, { user_id: true, modified_expiry_date: true, membership_price: true }),
  {
    // the record keeps the instant of purchase (the answer has its day)
    created_date: z.string(),
    id,
    tier: membershipTierNameSchema,
    membership_price_id: id,
    currency: currencySchema,
    order_id: nullableText,
  },
);

const ventureBookingRecord = z.object({
  id,
  user_id: nullableId,
  buyer,
  order_id: nullableText,
  venture_id: id,
  edition_id: id,
  price_type: z.enum(VENTURE_PASS_TYPES),
  member_type: z.enum(VENTURE_MEMBER_TYPES),
  amount: z.number().check(z.nonnegative()),
  currency: currencySchema,
  created_at: z.string(),
  ticket_codes: ticketCodes,
});

const formFields = z.record(
  z.string(),
  z.union([z.string(), z.array(z.string()), z.number(), z.boolean(), z.null()]),
);

const otpRecord = z.object({
  email: z.string(),
  code: z.string(),
  expires_at: instant,
  tries: count,
  verified: z.boolean(),
  used: z.boolean(),
});

const uploadRecord = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  mime: z.enum(PHOTO_MIME_TYPES),
  /** File bytes, base64. */
  data: z.string(),
  created_at: z.string(),
});

/**
 * An invoice as stored. A state file written when a request issued the credit note holds the status
 * 'refund_initiated' and credit notes without the invoice they reverse and their amount: read as
 * 'refund_requested' with those filled in from the invoice; the load's upgrade (`followRefunds`,
 * invoices/invoice-book.ts) then sets each invoice from its purchase's refund.
 */
const storedInvoice = z.pipe(
  z.object({
    ...invoiceSchema.shape,
    status: z.enum([...INVOICE_STATUSES, 'refund_initiated']),
    credit_note: z.nullable(
      z.object({
        number: z.string(),
        issue_date: z.string(),
        invoice_number: z.optional(z.string()),
        invoice_date: z.optional(z.string()),
        total: z.optional(count),
      }),
    ),
  }),
  z.transform(
    ({ status, credit_note: note, ...invoice }): Invoice => ({
      ...invoice,
      status: status === 'refund_initiated' ? 'refund_requested' : status,
      credit_note: note && {
        number: note.number,
        issue_date: note.issue_date,
        invoice_number: note.invoice_number ?? invoice.number,
        invoice_date: note.invoice_date ?? invoice.issue_date,
        total: note.total ?? invoice.totals.total,
      },
    }),
  ),
);

const invoiceBook = z.object({
  invoices: z.array(
    z.object({
      user_id: nullableId,
      order_id: nullableText,
      purchase: z.nullable(
        z.object({ kind: z.enum(['event', 'venture', 'mentor', 'package', 'membership']), id }),
      ),
      invoice: storedInvoice,
    }),
  ),
  serials: z.object({
    invoice: z.record(z.string(), count),
    creditNote: z.record(z.string(), count),
  }),
});

const counterNames = [
  'user',
  'eventPurchase',
  'mentorBooking',
  'packagePurchase',
  'membership',
  'ventureBooking',
  'enquiry',
  'application',
  'upload',
] as const;

export const storeSchema = z.object({
  version: z.literal(1),
  seededAt: z.string(),
  counters: z.object(
    Object.fromEntries(counterNames.map((name) => [name, count])) as Record<
      (typeof counterNames)[number],
      typeof count
    >,
  ),
  users: z.array(userRecord),
  events: z.array(eventRecord),
  mentors: z.array(mentorRecord),
  videos: z.array(videoRecord),
  packages: z.array(packageRecord),
  ventures: z.array(venturePackageSchema),
  ventureEditions: z.array(ventureEditionRecord),
  partnerCategories: z.array(partnerCategoryRecord),
  membershipOptions: z.array(membershipOptionRecord),
  orders: z.array(orderRecord),
  payments: z.array(paymentRecord),
  eventPurchases: z.array(eventPurchaseRecord),
  mentorBookings: z.array(mentorBookingRecord),
  packagePurchases: z.array(packagePurchaseRecord),
  memberships: z.array(membershipRecord),
  ventureBookings: z.array(ventureBookingRecord),
  enquiries: z.array(z.object({ id, fields: formFields, created_at: z.string() })),
  applications: z.array(z.object({ id, user_id: id, fields: formFields, created_at: z.string() })),
  otps: z.array(otpRecord),
  uploads: z.array(uploadRecord),
  invoiceBook: z.optional(invoiceBook),
});
