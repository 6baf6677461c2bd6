// Test utilities for machine tests (not part of the app runtime).
export * from './coverage.ts';
export * from './simulated.ts';
