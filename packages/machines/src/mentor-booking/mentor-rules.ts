import type { Mentor } from '@lwl/schemas';

export type BookableMentor = Pick<
  Mentor,
  'id' | 'name' | 'allow_non_member' | 'session_price_without_gst' | 'non_member_price_without_gst'
>;

/** Mentor booking is allowed when signed in or when the mentor allows non-members (docs/product-rules.md, "Mentors"). */
export function canBookMentor(signedIn: boolean, mentor: Pick<Mentor, 'allow_non_member'>): boolean {
  return signedIn || mentor.allow_non_member;
}

/** The 'Book A Free Session' button shows only to signed-in users or when the mentor allows non-members. */
export function showsFreeSession(signedIn: boolean, mentor: Pick<Mentor, 'allow_non_member'>): boolean {
  return canBookMentor(signedIn, mentor);
}

/**
 * The session price shown (rupees, without GST: the page adds '+ GST'): members see the session
 * price; non-members see the non-member price where the mentor allows them, else the member price.
 */
export function mentorSessionPrice(
  signedIn: boolean,
  mentor: Pick<Mentor, 'allow_non_member' | 'session_price_without_gst' | 'non_member_price_without_gst'>,
): number {
  if (!signedIn && mentor.allow_non_member) return mentor.non_member_price_without_gst;
  return mentor.session_price_without_gst;
}
