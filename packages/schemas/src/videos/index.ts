export * from './endpoints.ts';
export * from './examples.ts';
export * from './video.ts';
