export * from './countdown-machine.ts';
export * from './countdown-parts.ts';
