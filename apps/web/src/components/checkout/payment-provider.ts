/**
 * The payment provider's glue: its script loader and its dialog. Only paying needs it, so the checkout
 * loads it together with the provider's script (checkout-providers.ts), never with the page.
 */
export { loadProviderScript } from './load-provider-script.ts';
export { openProviderDialog } from './provider-dialog.ts';
