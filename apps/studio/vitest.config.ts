import { defineConfig } from 'vitest/config';

// The studio's model and simulation, headless (the views are covered by tests/e2e-studio).
export default defineConfig({
  test: {
    name: 'studio',
    include: ['test/**/*.test.ts'],
    // Pure modules: the files share one module graph (schemas and machines: 44 s -> 8 s of import here).
    isolate: false,
  },
});
