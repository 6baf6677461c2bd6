/**
 * Build-time configuration, read once (VITE_API_BASE_URL, defaulting to the mock on localhost:8787,
 * and VITE_CHECKOUT_SCRIPT_URL, defaulting to the sandbox at the API's origin: env-defaults.ts;
 * VITE_CHECKOUT_KEY_ID, the provider's key id). Checked without zod so the entry chunk stays small;
 * an invalid URL fails at start-up with a message naming the variable.
 */
import { DEFAULT_API_BASE_URL, defaultCheckoutScriptUrl } from './env-defaults.ts';
import { REVIEW, reviewBase } from './review.ts';

const DEFAULTS = {
  apiBaseUrl: DEFAULT_API_BASE_URL,
  // The mock's sandbox accepts any key id; production sets a Razorpay key id.
  checkoutKeyId: 'rzp_test_lwl_sandbox',
} as const;

function readUrl(name: string, raw: unknown, fallback: string): string {
  const value = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : fallback;
  try {
    return new URL(value).toString();
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

export interface WebEnv {
  /** API base ending in '/', e.g. 'http://localhost:8787/api/'. */
  apiBaseUrl: string;
  checkoutScriptUrl: string;
  /** The provider's public key id (`key` of the checkout options): create-order answers carry none. */
  checkoutKeyId: string;
  /** The mock's origin, for the development panel. */
  apiOrigin: string;
}

/** The API base alone (the first read, inlined into the HTML, needs nothing else). */
export function apiBaseUrlOf(source: Record<string, unknown>): string {
  const base = readUrl('VITE_API_BASE_URL', source.VITE_API_BASE_URL, DEFAULTS.apiBaseUrl);
  return base.endsWith('/') ? base : `${base}/`;
}

/** The review build's: everything at the folder's own address, answered by the mock's service worker. */
function reviewEnv(): WebEnv {
  const base = reviewBase();
  return {
    apiBaseUrl: new URL('api/', base).toString(),
    checkoutScriptUrl: new URL('__mock/checkout.js', base).toString(),
    checkoutKeyId: DEFAULTS.checkoutKeyId,
    apiOrigin: base.toString().replace(/\/$/, ''),
  };
}

function parseEnv(source: Record<string, unknown>): WebEnv {
  if (REVIEW) return reviewEnv();
  const apiBaseUrl = apiBaseUrlOf(source);
  return {
    apiBaseUrl,
    checkoutScriptUrl: readUrl(
      'VITE_CHECKOUT_SCRIPT_URL',
      source.VITE_CHECKOUT_SCRIPT_URL,
      defaultCheckoutScriptUrl(apiBaseUrl),
    ),
    checkoutKeyId:
      typeof source.VITE_CHECKOUT_KEY_ID === 'string' && source.VITE_CHECKOUT_KEY_ID.trim() !== ''
        ? source.VITE_CHECKOUT_KEY_ID.trim()
        : DEFAULTS.checkoutKeyId,
    apiOrigin: new URL(apiBaseUrl).origin,
  };
}

// Pure for the bundler: the first read's inline script imports apiBaseUrlOf alone and drops the rest.
export const env: WebEnv = /* @__PURE__ */ parseEnv(import.meta.env);
