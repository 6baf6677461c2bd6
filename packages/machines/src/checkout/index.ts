// `test-kit.ts` is internal to the machines.
export * from './buyer-details.ts';
export * from './checkout-machine.ts';
export * from './order-answer.ts';
export * from './purchase-routes.ts';
