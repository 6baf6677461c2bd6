/**
 * The defaults of the build-time URLs, shared by the app (src/lib/env.ts) and the build's
 * Content-Security-Policy (csp-plugin.ts), so that the page and its policy always agree.
 *
 * The checkout script defaults to the mock's sandbox at the API's own origin
 * (`<api origin>/__mock/checkout.js`), not to a fixed `http://localhost:8787`: a build made for
 * another API without a VITE_CHECKOUT_SCRIPT_URL then trusts that API's origin and nothing else
 * (production sets the provider's script, e.g. `https://checkout.razorpay.com/v1/checkout.js`).
 */
export const DEFAULT_API_BASE_URL = 'http://localhost:8787/api/';

/** The sandbox's script path on the mock (apps/mock-api serves it). */
const SANDBOX_CHECKOUT_PATH = '/__mock/checkout.js';

/** The checkout script a build uses when VITE_CHECKOUT_SCRIPT_URL is not set: the API origin's sandbox. */
export const defaultCheckoutScriptUrl = (apiBaseUrl: string): string =>
  new URL(SANDBOX_CHECKOUT_PATH, new URL(apiBaseUrl).origin).toString();
