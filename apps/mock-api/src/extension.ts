/**
 * What a tool or a test needs to run the whole mock with calls of its own beside the contract's: a
 * purchase kind being tried out from its row alone (ARCHITECTURE.md, "A new purchase kind").
 */
export { parseEnv } from './env.ts';
export { createMockApi, type ExtraCalls } from './mock-api.ts';
export { purchaseHandlers, type Refusal, type Sale, type Sell } from './orders/purchase-handlers.ts';
export { paymentSignature } from './sandbox/signature.ts';
export type { Store } from './store/store.ts';
