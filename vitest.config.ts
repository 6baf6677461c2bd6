import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './vitest.sequencer.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which
    // leaves a core idle while the other imports modules.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The long files first, the quick ones at the end (vitest.sequencer.ts).
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      'packages/schemas',
      'packages/machines',
      'apps/mock-api',
      'apps/web',
      'apps/web/vitest.browser.config.ts',
      'apps/studio',
      'apps/review',
      'tools/contract-check',
      'tests/boundaries',
      'tests/docs',
      'tests/purchase-kind',
      'scripts',
    ],
  },
});
