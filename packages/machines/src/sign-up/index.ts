export * from './sign-up-details.ts';
export * from './sign-up-machine.ts';
export * from './sign-up-rules.ts';
