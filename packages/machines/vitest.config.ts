import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'machines', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
