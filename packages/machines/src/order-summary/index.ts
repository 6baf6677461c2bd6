export * from './order-summary-machine.ts';
