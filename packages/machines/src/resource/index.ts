export * from './resource-machine.ts';
