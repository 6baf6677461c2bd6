export * from './city-rules.ts';
export * from './city-switch-machine.ts';
