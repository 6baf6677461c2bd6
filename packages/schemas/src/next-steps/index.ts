export * from './event.ts';
export * from './membership.ts';
export * from './mentor.ts';
export * from './next-step.ts';
export * from './next-steps.ts';
export * from './package.ts';
export * from './schedule-text.ts';
export * from './venture.ts';
