/**
 * `npm run machines:export`: writes docs/machines/ from every machine exported by
 * packages/machines/src/index.ts (JSON definition, createMachine source, Mermaid diagram, index), with
 * each machine's context shape read from its source.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as machines from '../src/index.ts';
import { contextShape } from './context/context-shape.ts';
import { DOCS_OPTIONS } from './export/docs-options.ts';
import { collectMachines, renderMachineDocs } from './export/render-docs.ts';

export const DOCS_DIR = join(import.meta.dirname, '..', '..', '..', 'docs', 'machines');
const GENERATED = /(\.json|\.machine\.ts|\.mmd|^README\.md)$/;

export function renderAll(): Map<string, string> {
  return renderMachineDocs(collectMachines(machines), { ...DOCS_OPTIONS, contextOf: contextShape });
}

function main(): void {
  const files = renderAll();
  mkdirSync(DOCS_DIR, { recursive: true });
  for (const stale of readdirSync(DOCS_DIR)) {
    if (GENERATED.test(stale) && !files.has(stale)) rmSync(join(DOCS_DIR, stale));
  }
  for (const [name, content] of files) writeFileSync(join(DOCS_DIR, name), content);
  console.log(`Wrote ${files.size} files to ${DOCS_DIR}`);
}

if (process.argv[1] === import.meta.filename) main();
