// `call-error.ts` and `test-kit.ts` are internal to the machines.
export * from './checkout-machine.ts';
export * from './order-answer.ts';
export * from './purchase-routes.ts';
