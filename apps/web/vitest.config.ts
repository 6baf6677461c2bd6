import { defineConfig } from 'vitest/config';

// Pure rules of the web features (view models, mappers); behaviour lives in packages/machines.
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'] },
});
