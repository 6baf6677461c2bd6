/** Every delay of the product, in milliseconds (docs/product-rules.md, "Timing"). */
export const TIMING_MS = {
  /** Toasts appear top right and close after this. */
  toast: 5000,
  /** Redirect after a successful purchase callback (membership, mentor, package, venture). */
  redirectAfterSuccess: 1000,
  /** Navigation to /thank-you after an event payment, counted from the modal closing. */
  thankYouAfterEventPayment: 100,
  /** Pending state of a city switch (India page and Limited Access Pass page). */
  citySwitch: 800,
  /** How long the UAE enquiry success message stays. */
  enquiryMessage: 5000,
  /** Page reload after a profile update. */
  profileReload: 1000,
  /** Reload after a 401 sent the user to /login. */
  sessionExpiryReload: 1000,
  /** Venture Vault countdown tick. */
  countdownTick: 1000,
  /**
   * A payment's confirmation that got no answer is tried again after this, doubled each time
   * (1, 2, 4 s: `CONFIRM_ATTEMPTS` in all) before the buyer is told her payment is received and pending.
   */
  confirmRetry: 1000,
} as const;

/** How many times the checkout asks the server to confirm a payment taken before it says it is pending. */
export const CONFIRM_ATTEMPTS = 4;
export type TimingKey = keyof typeof TIMING_MS;
