export * from './load-outcome.ts';
export * from './resource-machine.ts';
