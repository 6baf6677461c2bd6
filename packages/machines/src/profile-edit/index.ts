export * from './profile-draft.ts';
export * from './profile-edit-machine.ts';
