export * from './application-stepper-machine.ts';
export * from './steps.ts';
