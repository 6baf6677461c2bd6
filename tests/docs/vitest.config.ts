import { defineConfig } from 'vitest/config';

// The docs' commands, run against `npm start` (tests/docs/readme-commands.test.ts).
export default defineConfig({
  test: { name: 'docs', include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
