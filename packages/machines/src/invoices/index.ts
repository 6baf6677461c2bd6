export * from './invoices-machine.ts';
