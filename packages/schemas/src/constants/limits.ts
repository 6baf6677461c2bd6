/** Photo uploads (profile, purchase forms, application): 2 MB (docs/product-rules.md, "Forms"). */
export const PHOTO_MAX_BYTES = 2_097_152;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

/** An Indian phone number: 10 digits, shown after +91. Other countries: see `phone/phone-field.ts`. */
export const PHONE_MAX_DIGITS = 10;
export const INDIA_PHONE_PREFIX = '+91';

/** An Indian pincode: exactly 6 digits. */
export const PINCODE_DIGITS = 6;
/** A postal code abroad (sign-up outside India): 3 to 10 letters, digits, spaces or hyphens. */
export const POSTAL_CODE_LENGTH = { min: 3, max: 10 } as const;

/** A new password (sign-up, reset): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

export const TITLES = ['Mr', 'Ms'] as const;
export type Title = (typeof TITLES)[number];

/** Ticket quantity selector: '0' to '5', default '0'. */
export const QUANTITY_OPTIONS = ['0', '1', '2', '3', '4', '5'] as const;
export const DEFAULT_QUANTITY = '0';
/** An order's quantity is 1 to 5 (a decision where the specs are silent). */
export const MIN_ORDER_QUANTITY = 1;
export const MAX_ORDER_QUANTITY = 5;

/** Member directory: 20 a page, at most 5 page buttons. */
export const MEMBERS_PAGE_SIZE = 20;
export const MAX_PAGE_BUTTONS = 5;
/** Upcoming events shown before Load More. */
export const UPCOMING_EVENTS_PAGE_SIZE = 6;

/** The member id on cards is this prefix plus user_id. */
export const MEMBER_ID_PREFIX = 'LWL';
export const memberId = (userId: number | string): string => `${MEMBER_ID_PREFIX}${userId}`;

/** Slides per view by width. */
export const SLIDES_PER_VIEW = [4, 3, 2] as const;

/** A request body over this answers 413 (docs/decisions/0002). */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Longest accepted text per kind of field (a decision: the specs set none). First and last names 60
 * characters, a full name 100, company 100, designation 80, city 60, e-mail 254 (the longest address
 * SMTP carries), passwords 128, every other text field 5,000. Longer input gets `textTooLong(max)`;
 * the forms say the limit beside the field (`maxLengthHint`) and stop typing there (`maxLength`).
 */
export const TEXT_MAX = {
  name: 60,
  fullName: 100,
  company: 100,
  designation: 80,
  city: 60,
  email: 254,
  password: 128,
  text: 5_000,
} as const;
