import type { EventPlanOption } from '@lwl/schemas';

/** An event's plans for tests: the guest plan is offered (`can_view`), the Titan plan is not. */
export const guestPlan: EventPlanOption = {
  id: 11,
  member: false,
  membership: 'Non Member',
  price: 2500,
  currency: 'INR',
  can_view: true,
};

export const titanPlan: EventPlanOption = {
  id: 12,
  member: true,
  membership: 'Titan',
  price: 1500,
  currency: 'INR',
  can_view: false,
};
