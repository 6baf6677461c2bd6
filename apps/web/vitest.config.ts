import { defineConfig } from 'vitest/config';

// Pure rules of the web features (view models, mappers); behaviour lives in packages/machines.
// Components are tested in Chromium by the `web-components` project (vitest.browser.config.ts).
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.tsx'],
    // Pure modules, and the few tests that stub a global or fake timers undo it (afterEach): the files
    // share one module graph per worker instead of importing React, the router and the schemas each.
    isolate: false,
  },
});
