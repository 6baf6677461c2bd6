import { defineConfig } from 'vitest/config';

// The reference check of `npm run lint` (check-references.ts), on its fixtures.
export default defineConfig({
  test: { name: 'references', include: ['*.test.ts'] },
});
