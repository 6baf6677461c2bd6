/**
 * Every purchase kind, one row a kind (each in purchase/rows, so that a page loads its own row only;
 * what a row holds: `PurchaseDescriptor`, purchase-descriptor.ts). The mock, the Flow Studio and the
 * tests read the table; a page imports its row.
 */
import type { PurchaseDescriptor } from './purchase-descriptor.ts';
import { eventPurchase } from './rows/event.ts';
import { membershipPurchase, signUpPurchase } from './rows/membership.ts';
import { mentorPurchase } from './rows/mentor.ts';
import { packagePurchase } from './rows/package.ts';
import { venturePurchase } from './rows/venture.ts';

export const PURCHASES = {
  event: eventPurchase,
  venture: venturePurchase,
  mentor: mentorPurchase,
  package: packagePurchase,
  membership: membershipPurchase,
  signUp: signUpPurchase,
} as const satisfies Record<string, PurchaseDescriptor>;

export type PurchaseKind = keyof typeof PURCHASES;
