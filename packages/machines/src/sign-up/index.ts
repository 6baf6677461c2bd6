export * from './sign-up-checkout.ts';
export * from './sign-up-checkout-machine.ts';
export * from './sign-up-details.ts';
export * from './sign-up-machine.ts';
export * from './sign-up-rules.ts';
