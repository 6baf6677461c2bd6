export * from './holder-name-machine.ts';
export * from './order-invoice-machine.ts';
export * from './order-link-machine.ts';
export * from './resend-links-machine.ts';
