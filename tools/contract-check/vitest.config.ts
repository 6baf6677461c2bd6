import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'contract-check', include: ['src/**/*.test.ts'] },
});
