/**
 * Build-time inputs of the studio: machine descriptions as a virtual module, and the files copied into
 * the static site so it works offline: docs/machines (the Stately export and Mermaid files each chart
 * links to), the committed screens (`screens/`), the charts' layouts
 * and, with `STUDIO_COMPARE=<git revision>`, what changed since that revision (compare.json, and the
 * marks in each layout).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { CompareCharts, CompareManifest } from '../src/compare/summary.ts';
import { resolveRevision, revisionCharts } from './compare-revision.ts';
import { machineDescriptions } from './descriptions.ts';

const VIRTUAL = 'virtual:machine-descriptions';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

interface Layouts {
  layouts: Record<string, unknown>;
  compare: CompareCharts;
}

/** Runs scripts/chart-layouts.ts (TypeScript of the machines, so in its own tsx process). */
function chartLayouts(script: string, before?: unknown): Layouts {
  const dir = before === undefined ? undefined : mkdtempSync(join(tmpdir(), 'lwl-studio-before-'));
  try {
    const env = { ...process.env };
    if (dir) {
      env.STUDIO_COMPARE_BEFORE = join(dir, 'before.json');
      writeFileSync(env.STUDIO_COMPARE_BEFORE, JSON.stringify(before));
    }
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], {
      maxBuffer: 64 * 1024 * 1024,
      env,
    });
    return JSON.parse(String(out)) as Layouts;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const NO_RECORDING = `${JSON.stringify({ commit: null, recordedAt: null, charts: {} })}\n`;

export function studioAssets(options: {
  repoRoot: string;
  machinesSrc: string;
  docsDir: string;
  screensDir: string;
  layoutScript: string;
  revisionScript: string;
  /** `STUDIO_COMPARE`: the git revision to compare every chart with. */
  compareWith: string | undefined;
}): Plugin {
  const revision = options.compareWith?.trim() || undefined;
  return {
    name: 'lwl-studio-assets',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      return `export default ${JSON.stringify(machineDescriptions(options.machinesSrc))};`;
    },
    generateBundle() {
      const copies: Array<[string, string]> = [
        ...filesUnder(options.docsDir).map((file): [string, string] => [
          file,
          `machines/${relative(options.docsDir, file)}`,
        ]),
        ...filesUnder(options.screensDir).map((file): [string, string] => [
          file,
          `screens/${relative(options.screensDir, file)}`,
        ]),
      ];
      for (const [file, fileName] of copies) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
      if (!existsSync(join(options.screensDir, 'manifest.json'))) {
        this.emitFile({ type: 'asset', fileName: 'screens/manifest.json', source: NO_RECORDING });
      }
      const commit = revision ? resolveRevision(options.repoRoot, revision) : undefined;
      const before = revision
        ? revisionCharts(options.repoRoot, revision, options.revisionScript)
        : undefined;
      const { layouts, compare } = chartLayouts(options.layoutScript, before);
      for (const [id, layout] of Object.entries(layouts)) {
        this.emitFile({ type: 'asset', fileName: `layouts/${id}.json`, source: JSON.stringify(layout) });
      }
      const manifest: CompareManifest =
        revision && commit ? { revision, commit, charts: compare } : { revision: null, charts: {} };
      this.emitFile({ type: 'asset', fileName: 'compare.json', source: `${JSON.stringify(manifest)}\n` });
      if (revision) {
        const changed = Object.entries(compare).filter(([, c]) => c.change !== 'same');
        this.info(`compared with ${revision} (${commit?.slice(0, 10)}): ${changed.length} charts differ`);
      }
    },
  };
}
