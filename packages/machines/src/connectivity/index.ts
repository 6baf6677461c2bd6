export * from './connectivity-machine.ts';
