export * from './events-list-machine.ts';
export * from './events-list-rules.ts';
