import { type Mentor, mentorMessages, mentorPurchase, type mentorsEndpoints } from '@lwl/schemas';
import { imageUrl } from '../images/urls.ts';
import { freeSessionRefusal } from '../limits/caps.ts';
import { freeSessionConfirmation } from '../mail/free-session-mail.ts';
import { dayText } from '../mail/receipt-rows.ts';
import { purchaseHandlers } from '../orders/purchase-handlers.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { nextId } from '../store/ids.ts';
import { buyerKind } from '../store/queries.ts';
import type { MentorRecord, Store, UserRecord } from '../store/store.ts';
import { buyerFromContact, callerUser, matchesIdOrSlug, notFound } from './shared.ts';

const mentorView = (m: MentorRecord, origin: string): Mentor => ({
  id: m.id,
  slug: m.slug,
  image: imageUrl(origin, 'mentors', m.id),
  blur_image: imageUrl(origin, 'mentors-blur', m.id),
  name: m.name,
  title: m.title,
  designation: m.designation,
  company_name: m.company_name,
  area_of_interest: m.area_of_interest,
  area_of_interest_content: m.area_of_interest_content,
  description: m.description,
  session_content: m.session_content,
  categories: m.categories.map((name) => ({ name })),
  allow_non_member: m.allow_non_member,
  session_price_without_gst: m.session_price_without_gst,
  non_member_price_without_gst: m.non_member_price_without_gst,
});

const refusedToGuests = { status: 403, message: mentorMessages.membersOnly } as const;

/** The caller's session price (members: session price, others: non-member price, both before GST). */
export function mentorPrice(store: Store, mentorId: number, user: UserRecord | undefined, now: Date) {
  const mentor = store.mentors.find((m) => m.id === mentorId);
  if (!mentor) return { ok: false, result: notFound() } as const;
  if (!user && !mentor.allow_non_member) return { ok: false, result: refusedToGuests } as const;
  const member = user !== undefined && buyerKind(store, user.id, now) !== 'Non Member';
  const unitPrice = member ? mentor.session_price_without_gst : mentor.non_member_price_without_gst;
  return { ok: true, mentor, unitPrice } as const;
}

export const mentorsHandlers: HandlerMap<typeof mentorsEndpoints> = {
  'GET mentors': ({ store, origin }) => ({
    status: 200,
    body: { status: 1, data: store.mentors.map((m) => mentorView(m, origin)) },
  }),

  'GET mentors/{id}': ({ store, input, origin }) => {
    const mentor = store.mentors.find((m) => matchesIdOrSlug(m, input.id));
    return mentor ? { status: 200, body: { status: 1, data: mentorView(mentor, origin) } } : notFound();
  },

  /** Members pay the session price, others (guests where allowed) the non-member price, both without GST. */
  ...purchaseHandlers(mentorPurchase, ({ store, input, now }, user) => {
    const priced = mentorPrice(store, input.mentor_id, user, now);
    if (!priced.ok) return priced.result;
    return {
      item: { kind: 'mentor', mentor_id: priced.mentor.id },
      unitPrice: priced.unitPrice,
      userId: user?.id ?? null,
      buyer: buyerFromContact(input),
    };
  }),

  'POST mentor-free-sesssion-appointment': (ctx) => {
    const { store, input, now } = ctx;
    const mentor = store.mentors.find((m) => m.id === input.mentor_id);
    if (!mentor) return notFound();
    const user = callerUser(ctx);
    if (!user && !mentor.allow_non_member) return refusedToGuests;
    const buyer = buyerFromContact(input);
    const refused = freeSessionRefusal(store, { user_id: user?.id ?? null, buyer }, now);
    if (refused) return refused;
    store.mentorBookings.push({
      id: nextId(store, 'mentorBooking'),
      user_id: user?.id ?? null,
      buyer,
      order_id: null,
      mentor_id: mentor.id,
      free: true,
      amount: 0,
      currency: 'INR',
      created_at: now.toISOString(),
    });
    // The form's e-mail is required, so the confirmation always has an address.
    ctx.outbox.send(
      freeSessionConfirmation({
        to: buyer.email,
        holder: buyer.name,
        mentorName: mentor.name,
        bookedOn: dayText(now.toISOString()),
      }),
    );
    return { status: 200, body: { status: 1, message: mentorMessages.freeSessionBooked } };
  },
};
