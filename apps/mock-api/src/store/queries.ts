import { today } from './dates.ts';
import type { BuyerKind, MembershipRecord, Store, UserRecord } from './store.ts';

export const findUser = (store: Store, userId: number): UserRecord | undefined =>
  store.users.find((u) => u.id === userId);

export const findUserByEmail = (store: Store, email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return store.users.find((u) => u.email.toLowerCase() === wanted);
};

/** The user's membership in force today (the latest one started), or undefined. */
export function activeMembership(store: Store, userId: number, now: Date): MembershipRecord | undefined {
  const day = today(now);
  return store.memberships
    .filter(
      (m) => m.user_id === userId && m.modified_expiry_date >= day && m.created_date.slice(0, 10) <= day,
    )
    .sort((a, b) => b.created_date.localeCompare(a.created_date))[0];
}

/** How a caller buys: their tier, or 'Non Member' for guests and users without a membership in force. */
export function buyerKind(store: Store, userId: number | null, now: Date): BuyerKind {
  if (userId === null) return 'Non Member';
  return activeMembership(store, userId, now)?.tier ?? 'Non Member';
}
