export * from './password-reset-machine.ts';
