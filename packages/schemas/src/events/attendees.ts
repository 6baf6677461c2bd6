/**
 * Ticket holders (a contract extension, docs/product-rules.md "Ticket holders"): an event order of more
 * than one ticket names one holder per ticket, the first being the buyer unless she says otherwise. A
 * holder has a name (required) and may have an e-mail, to which her own ticket is sent. A ticket is valid
 * for its named holder; the buyer may correct a holder's name until the event starts.
 */
import * as z from 'zod/mini';
import { described, EMAIL_PATTERN, requiredFullName, requiredText } from '../common/fields.ts';
import { commonMessages } from '../common/messages.ts';
import { preprocess } from '../common/preprocess.ts';
import { MAX_ORDER_QUANTITY, TEXT_MAX } from '../constants/limits.ts';

/** Ours: the product never worded these. */
export const attendeeMessages = {
  nameRequired: 'Enter the name of this ticket’s holder',
  emailInvalid: commonMessages.emailInvalid,
  /** The order's 400 when the holders do not match its tickets. */
  countMismatch: 'Give one holder per ticket: as many names as tickets.',
  legend: 'Ticket holders',
  intro: 'Each ticket is valid for the person named on it. Add an e-mail to send that person her own ticket.',
  holderTitle: (n: number, of: number) => `Ticket ${n} of ${of}`,
  nameLabel: 'Name on ticket',
  emailLabel: 'Email (optional)',
  /** The correction's answer. */
  renamed: 'The name on this ticket has been corrected.',
  /** The correction's 400 once the event has started. */
  renameClosed: 'This event has started: the names on its tickets can no longer be changed.',
  /** The correction's 404: an unknown ticket, or one that is not this order's. */
  unknownTicket: 'We couldn’t find that ticket on this order.',
  /** The attendee's own link when it opens no ticket (the same for any wrong key). */
  ticketNotFound: "We couldn't find a ticket for this link. It may be mistyped or incomplete.",
} as const;

/** An optional e-mail: empty or blank means none; given, the specs' pattern. */
const optionalEmail = () =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(TEXT_MAX.email, { error: attendeeMessages.emailInvalid }),
          z.regex(EMAIL_PATTERN, { error: attendeeMessages.emailInvalid }),
        ),
    ),
  );

/** A holder's name as the forms and the calls take it. */
export const holderNameField = () => requiredFullName(attendeeMessages.nameRequired);

export const attendeeSchema = z.object({ name: holderNameField(), email: optionalEmail() });
export type Attendee = z.output<typeof attendeeSchema>;
/** A holder as the form has it (both fields text). */
export type AttendeeFormValues = { name: string; email: string };

/** The order calls' `attendees` (extension): optional; given, one per ticket (checked with the quantity). */
export const attendeesWireField = () =>
  z.optional(
    z.array(attendeeSchema).check(
      z.maxLength(MAX_ORDER_QUANTITY, { error: attendeeMessages.countMismatch }),
      z.meta({
        description:
          'Extension: one holder per ticket, in ticket order (name required, e-mail optional); as many as `quantity`. Absent: the buyer holds the first ticket and the others are unnamed until she names them.',
      }),
    ),
  );

/**
 * Whether the holders fit the order: none given (the specs' call), or exactly one per ticket. Each
 * holder's own fields are checked by `attendeeSchema`.
 */
export function holdersMatchQuantity(quantity: unknown, attendees: readonly unknown[] | undefined): boolean {
  return attendees === undefined || attendees.length === Number(quantity);
}

/** The check an order call's schema carries: the holders' count is the quantity. */
export const holdersCountCheck = () =>
  z.refine<{ quantity: unknown; attendees?: readonly unknown[] | undefined }>(
    (input) => holdersMatchQuantity(input.quantity, input.attendees),
    { error: attendeeMessages.countMismatch, path: ['attendees'] },
  );

/** The form's holders: exactly `count` of them (the booking's quantity). */
export const attendeesFormField = (count: number) =>
  z.array(attendeeSchema).check(z.length(count, { error: attendeeMessages.countMismatch }));

/** A dialog's schema with one holder per ticket (`count`), or as it is for none. */
export function withAttendees<S extends z.ZodMiniObject>(schema: S, count: number) {
  return count > 0 ? z.extend(schema, { attendees: attendeesFormField(count) }) : schema;
}

/**
 * The rule the booking applies to what its dialog submits: for more than one ticket, one valid holder
 * per ticket; for one ticket, none (the buyer holds it). Null when it holds, else the first message.
 */
export function attendeesProblem(quantity: number, attendees: readonly unknown[] | undefined): string | null {
  if (quantity <= 1)
    return attendees === undefined || attendees.length <= 1 ? null : attendeeMessages.countMismatch;
  if (attendees === undefined) return attendeeMessages.countMismatch;
  const parsed = attendeesFormField(quantity).safeParse(attendees);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? attendeeMessages.countMismatch);
}

/** `POST order-holders` (extension): a corrected name for one ticket of the order. */
export const holderRenameInputSchema = z.object({
  order_id: described(
    requiredText('order_id is required', 64),
    "The provider's order id: `order_id` of the create-order answer.",
  ),
  key: z.optional(z.string().check(z.maxLength(128))),
  ticket: z.string().check(z.maxLength(64)),
  name: holderNameField(),
});
export type HolderRenameInput = z.input<typeof holderRenameInputSchema>;

/** The holders a form opens with: `count` rows, the first the buyer's name unless one was typed. */
export function attendeeFormValues(
  count: number,
  buyerName: string,
  typed: readonly Partial<AttendeeFormValues>[] | null | undefined,
): AttendeeFormValues[] {
  return Array.from({ length: count }, (_, i) => ({
    name: typed?.[i]?.name ?? (i === 0 ? buyerName : ''),
    email: typed?.[i]?.email ?? '',
  }));
}
