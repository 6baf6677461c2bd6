import { Hono } from 'hono';
import type { AppState } from '../app-state.ts';
import type { Store } from '../store/store.ts';
import { createSandboxApp } from './sandbox-app.ts';

/** The payment sandbox at `/__mock/checkout.js` and `/__mock/checkout/*`, for `createApp({ mounts })`. */
export const sandboxMount = (state: AppState<Store>) =>
  new Hono().route(
    '/__mock',
    createSandboxApp({
      store: () => state.store,
      secret: state.env.RAZORPAY_KEY_SECRET,
      clock: state.clock,
      orderTtlS: state.env.MOCK_ORDER_TTL_S,
    }),
  );
