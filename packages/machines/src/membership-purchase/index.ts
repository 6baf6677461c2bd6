export * from './membership-purchase-machine.ts';
export * from './membership-rules.ts';
export * from './purchase-details.ts';
