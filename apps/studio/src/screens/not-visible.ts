/**
 * States no user sees as a screen of their own, with the reason; every other state without children
 * is user-visible and should have a screen (`npm run studio:screens:check` counts them).
 */
const DECISION = 'a decision taken on entry: the machine moves on at once, nothing is painted in it';
const CHECKOUT_END =
  'the checkout stops here and hands its outcome to the flow that runs it: the screen that follows is that flow’s';

export const NOT_VISIBLE: Record<string, Record<string, string>> = {
  applicationStepper: { checkingToken: DECISION },
  connectivity: { starting: DECISION },
  eventBooking: { checking: DECISION, 'dialog.opening': DECISION },
  packagePurchase: { 'dialog.opening': DECISION },
  orderSummary: { checking: DECISION },
  session: { restoring: DECISION, 'expired.deciding': DECISION },
  checkout: {
    completed: CHECKOUT_END,
    alreadyPaid: CHECKOUT_END,
    rejected: CHECKOUT_END,
    failed: CHECKOUT_END,
    dismissed: CHECKOUT_END,
    expired: CHECKOUT_END,
    received: DECISION,
  },
};
