export * from './partner-offer-machine.ts';
