export * from './package-purchase-machine.ts';
