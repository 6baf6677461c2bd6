export * from './endpoints.ts';
export * from './examples.ts';
export * from './video.ts';
export * from './video-library.ts';
