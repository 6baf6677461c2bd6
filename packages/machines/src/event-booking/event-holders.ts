/**
 * The ticket holders of an event booking (docs/product-rules.md "Ticket holders"): for more than one
 * ticket, the dialog asks one holder per ticket, the first prefilled with the buyer's name; the order
 * carries them (`attendees`, a contract extension). The rule itself is `attendeesProblem` of @lwl/schemas.
 */
import { type Attendee, type AttendeeFormValues, attendeeFormValues, attendeesProblem } from '@lwl/schemas';

/** How many holders the dialog asks for: none for one ticket (the buyer holds it), else one per ticket. */
export const holdersAsked = (quantity: number): number => (quantity > 1 ? quantity : 0);

/** Whether what a dialog submitted fits the order: one valid holder per ticket when it has several. */
export const holdersFit = (quantity: number, attendees: readonly AttendeeFormValues[] | undefined): boolean =>
  attendeesProblem(quantity, quantity > 1 ? attendees : undefined) === null;

/** The holders the dialog opens with: what was typed or submitted last, else the buyer on the first. */
export function holderDialogValues(
  quantity: number,
  buyerName: string,
  typed: readonly AttendeeFormValues[] | null,
): AttendeeFormValues[] {
  return attendeeFormValues(holdersAsked(quantity), buyerName, typed);
}

/** The order's `attendees`: trimmed, an empty e-mail left out; none for a single ticket. */
export function orderAttendees(
  quantity: number,
  attendees: readonly AttendeeFormValues[] | null,
): Attendee[] | undefined {
  if (quantity <= 1 || attendees === null) return undefined;
  return attendees.slice(0, quantity).map(({ name, email }) => {
    const address = email.trim();
    return address === '' ? { name: name.trim() } : { name: name.trim(), email: address };
  });
}
