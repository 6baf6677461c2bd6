import {
  EVENT_STATUS_UPCOMING,
  type Event,
  type EventPlanOption,
  eventMessages,
  MIN_ORDER_QUANTITY,
  type QuantityOption,
} from '@lwl/schemas';

/** What the booking needs of the event page's event. */
export type BookableEvent = Pick<Event, 'id' | 'name' | 'list_status' | 'prices'>;

/** Plan selection and Book Now exist only for an upcoming event. */
export function isBookable(event: Pick<Event, 'list_status'>): boolean {
  return event.list_status === EVENT_STATUS_UPCOMING;
}

/** The plans the caller may buy (`can_view`): only these show a quantity selector and can be chosen. */
export function selectablePlans(prices: readonly EventPlanOption[]): EventPlanOption[] {
  return prices.filter((plan) => plan.can_view);
}

export function findSelectablePlan(
  prices: readonly EventPlanOption[],
  planId: number | null,
): EventPlanOption | undefined {
  return planId === null ? undefined : selectablePlans(prices).find((plan) => plan.id === planId);
}

/**
 * The plan a member's page opens with: the selectable row of her tier (PlanName, 'Titan'), when the
 * event has one; else none, and she chooses (a guest always chooses).
 */
export function preselectedPlanId(
  prices: readonly EventPlanOption[],
  tier: string | null | undefined,
): number | null {
  const name = tier?.trim().toLowerCase();
  if (!name) return null;
  return selectablePlans(prices).find((plan) => plan.membership.trim().toLowerCase() === name)?.id ?? null;
}

/** The order's number of tickets for a selector value ('0'..'5'). */
export function orderQuantity(quantity: QuantityOption): number {
  return Number(quantity);
}

/** Event total = plan price × quantity (rupees). */
export function eventTotal(price: number, quantity: QuantityOption | number): number {
  return price * Number(quantity);
}

/**
 * Why Book Now cannot proceed, or null when it can: no plan chosen yet ('No Event selected yet, Please
 * select the Event First'), or quantity 0 (an order has at least one ticket).
 */
export function bookingProblem(plan: EventPlanOption | undefined, quantity: QuantityOption): string | null {
  if (plan === undefined) return eventMessages.noPlanSelected;
  if (orderQuantity(quantity) < MIN_ORDER_QUANTITY) return eventMessages.quantityNotChosen;
  return null;
}

/**
 * Book Now and the hints under it: disabled while it cannot proceed; 'Choose how many tickets' while
 * the quantity is 0, and the specs' 'No Event selected yet, Please select the Event First' before a
 * plan is chosen.
 */
export function bookNowView(
  plan: EventPlanOption | undefined,
  quantity: QuantityOption,
): { enabled: boolean; hints: string[] } {
  const hints: string[] = [];
  if (plan === undefined) hints.push(eventMessages.noPlanSelected);
  if (orderQuantity(quantity) < MIN_ORDER_QUANTITY) hints.push(eventMessages.chooseTickets);
  return { enabled: bookingProblem(plan, quantity) === null, hints };
}

/**
 * How a price row shows: 'buyable' (the caller's row: radio and quantity), 'signIn' (a member price a
 * guest could have by signing in: a "Sign in for member price" link instead of a greyed row), or
 * 'locked' (not for the caller: a signed-in member's other tiers, or the guest row of a members-only event).
 */
export type PlanRowKind = 'buyable' | 'signIn' | 'locked';

export function planRowKind(row: EventPlanOption, signedIn: boolean): PlanRowKind {
  if (row.can_view) return 'buyable';
  return !signedIn && row.member ? 'signIn' : 'locked';
}
