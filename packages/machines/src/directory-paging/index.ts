export * from './directory-paging-machine.ts';
export * from './paging-rules.ts';
