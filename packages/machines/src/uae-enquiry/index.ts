export * from './uae-enquiry-machine.ts';
