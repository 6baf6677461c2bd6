/**
 * Build-time inputs of the studio: machine descriptions as a virtual module, and the files copied into
 * the static site so it works offline: docs/machines (the Stately export and Mermaid files each chart
 * links to) and the latest recorded screens (`screens/`, when a recording exists).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { machineDescriptions } from './descriptions.ts';

const VIRTUAL = 'virtual:machine-descriptions';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Runs scripts/chart-layouts.ts (TypeScript of the machines, so in its own tsx process). */
function chartLayouts(script: string): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(String(out)) as Record<string, unknown>;
}

const NO_RECORDING = `${JSON.stringify({ recordedAt: null, charts: {} })}\n`;

export function studioAssets(options: {
  machinesSrc: string;
  docsDir: string;
  screensDir: string;
  layoutScript: string;
}): Plugin {
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
      for (const [id, layout] of Object.entries(chartLayouts(options.layoutScript))) {
        this.emitFile({ type: 'asset', fileName: `layouts/${id}.json`, source: JSON.stringify(layout) });
      }
    },
  };
}
