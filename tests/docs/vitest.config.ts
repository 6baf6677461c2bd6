import { defineConfig } from 'vitest/config';

// The docs' commands, run against `npm start` (tests/docs/doc-commands.test.ts; what each kind of command gets: tests/docs/kinds.ts).
export default defineConfig({
  test: { name: 'docs', include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
