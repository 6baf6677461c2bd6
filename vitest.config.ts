import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/schemas',
      'packages/machines',
      'apps/mock-api',
      'apps/web',
      'apps/web/vitest.browser.config.ts',
      'apps/studio',
      'tools/contract-check',
      'tests/boundaries',
      'tests/docs',
    ],
  },
});
