/**
 * The order the Node projects' test files are handed to the workers (the component tests run beside
 * them in the browser pool, in the same order within their project). Vitest's own order runs the
 * projects by name (docs, machines, mock-api, schemas, studio, web) and, with no timings cached (a
 * fresh clone), the larger files first: the mock's slow files started a minute in and ended the run
 * alone on one core. Here the long files go first: the docs test (mostly waiting on the processes it
 * starts), then the mock's, the studio's; the small, quick files of machines, schemas and web fill the
 * end. Files of a project stay together, so a non-isolated project keeps one worker's modules.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECTS = [
  'docs',
  'mock-api',
  'studio',
  'machines',
  'schemas',
  'web',
  'contract-check',
  'boundaries',
  'references',
];

/**
 * Files that take seconds, slowest first (the mock's process, fuzz and contract tests; the studio's
 * revision compare; the longest component files): first in their project whatever the cache says.
 */
const SLOW = [
  'apps/mock-api/test/contract/generated-suite.test.ts',
  'apps/mock-api/test/hardening/kill-loop.test.ts',
  'apps/mock-api/test/fuzz/fuzz.test.ts',
  'apps/mock-api/test/hardening/auth-limits.test.ts',
  'apps/mock-api/test/log/request-log-process.test.ts',
  'apps/mock-api/test/contract/spectral.test.ts',
  'apps/mock-api/test/audit/persistence-real-store.test.ts',
  'apps/mock-api/test/contract/contract-check.test.ts',
  'apps/mock-api/test/hardening/soak.test.ts',
  'apps/studio/test/compare.test.ts',
  'apps/studio/test/walk.test.ts',
  'apps/web/src/features/application/application-page.browser.test.tsx',
  'apps/web/src/features/membership-purchase/member-details-page.browser.test.tsx',
  'apps/web/src/features/sign-up/sign-up-page.browser.test.tsx',
  'apps/web/src/features/events/event-booking-panel.browser.test.tsx',
  'apps/web/src/features/thank-you/thank-you-page.browser.test.tsx',
];

const projectRank = (spec: TestSpecification) => {
  const index = PROJECTS.indexOf(spec.project.name);
  return index === -1 ? PROJECTS.length : index;
};
const slowRank = (spec: TestSpecification) => {
  const index = SLOW.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? SLOW.length : index;
};

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's order (cached durations, longest first) decides among the rest of a project's files.
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return sorted.sort(
      (a, b) =>
        projectRank(a) - projectRank(b) ||
        slowRank(a) - slowRank(b) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
