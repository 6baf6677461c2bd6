export * from './profile-edit-machine.ts';
