/**
 * The import boundaries of biome.json (`noRestrictedImports` overrides), proved on fixtures: each file
 * under fixtures/ sits at the repository path its rule covers and breaks that rule once, or, for
 * `allowed.ts`, imports only what the rule allows. The fixtures are outside the normal lint; the test
 * copies them with the repository's biome.json into a temporary folder and lints them there.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SCHEMAS = 'Boundary: packages/schemas imports only zod (and libphonenumber-js/min for phone numbers).';
const MACHINES =
  'Boundary: packages/machines imports only @lwl/schemas and xstate (never React, the DOM, the mock or the web).';
const MOCK = 'Boundary: the mock never imports the web or the machines.';
const FEATURE =
  'Boundary: a web feature imports shared modules (src/components, src/lib, src/session, src/account, src/app) and itself only, never another feature.';
const SHARED =
  'Boundary: shared web code (src/components, src/lib, src/session, src/account, src/dev) never imports a feature; only src/app (the route table) does.';
const SHARED_APP =
  'Boundary: shared web code (src/components, src/lib, src/session, src/account, src/dev) never imports src/app; src/app imports it.';
const WEB_MOCK = 'Boundary: the web never imports the mock (apps/mock-api); it only talks to it over HTTP.';

const BROKEN: Record<string, string> = {
  'packages/schemas/src/imports-react.ts': SCHEMAS,
  'packages/schemas/src/imports-machines.ts': SCHEMAS,
  'packages/machines/src/flow/imports-react.ts': MACHINES,
  'packages/machines/src/flow/imports-react-dom.ts': MACHINES,
  'packages/machines/src/flow/imports-node.ts': MACHINES,
  'packages/machines/src/flow/imports-web.ts': MACHINES,
  'packages/machines/src/flow/imports-mock.ts': MACHINES,
  'apps/mock-api/src/handlers/imports-machines.ts': MOCK,
  'apps/mock-api/src/handlers/imports-web.ts': MOCK,
  'apps/web/src/features/events/imports-other-feature.ts': FEATURE,
  'apps/web/src/features/events/imports-other-feature-by-src.ts': FEATURE,
  'apps/web/src/features/profile/sections/imports-other-feature.ts': FEATURE,
  'apps/web/src/lib/imports-feature.ts': SHARED,
  'apps/web/src/lib/imports-app.ts': SHARED_APP,
  'apps/web/src/components/ui/imports-app.ts': SHARED_APP,
  'apps/web/src/lib/imports-mock.ts': WEB_MOCK,
  'apps/web/src/features/events/imports-mock.ts': WEB_MOCK,
  'apps/web/scripts/imports-mock.ts': WEB_MOCK,
  'apps/web/vite-imports-mock.ts': WEB_MOCK,
};
const ALLOWED = [
  'packages/schemas/src/allowed.ts',
  'packages/machines/src/flow/allowed.ts',
  'apps/web/src/features/events/allowed.ts',
  'apps/web/src/features/profile/sections/allowed.ts',
  'apps/web/src/lib/allowed.ts',
  'apps/web/src/app/allowed.ts',
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

function lintFixtures(): Diagnostic[] {
  const dir = mkdtempSync(join(tmpdir(), 'lwl-boundaries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(import.meta.dirname, 'fixtures'), dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  const biome = join(root, 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

describe('import boundaries (biome.json noRestrictedImports)', () => {
  const diagnostics = lintFixtures();
  const messagesOf = (path: string) =>
    diagnostics
      .filter((d) => d.location.path === path && d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.message);

  it.each(Object.entries(BROKEN))('%s fails with its rule', (path, message) => {
    expect(messagesOf(path)).toEqual([message]);
  });

  it.each(ALLOWED)('%s passes (the rule allows its imports)', (path) => {
    expect(messagesOf(path)).toEqual([]);
  });

  it('reports nothing else', () => {
    const known = new Set([...Object.keys(BROKEN), ...ALLOWED]);
    expect(diagnostics.filter((d) => !known.has(d.location.path))).toEqual([]);
  });
});
