export * from './application-stepper-machine.ts';
export * from './first-error-step.ts';
export * from './steps.ts';
