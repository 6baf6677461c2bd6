export * from './refund-eligibility.ts';
export * from './refund-machine.ts';
export * from './refund-request.ts';
