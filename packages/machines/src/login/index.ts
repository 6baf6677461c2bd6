export * from './login-machine.ts';
export * from './login-rules.ts';
