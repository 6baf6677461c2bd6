export * from './gst-details-machine.ts';
export * from './gst-values.ts';
