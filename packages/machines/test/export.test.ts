import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { collectMachines } from '../scripts/export/render-docs.ts';
import { serializeMachine } from '../scripts/export/serialize-machine.ts';
import { DOCS_DIR, renderAll } from '../scripts/export-machines.ts';

const HINT = 'docs/machines is out of date: run npm run machines:export';

describe('docs/machines', () => {
  const files = renderAll();

  it('holds exactly the files the exporter writes, with the same content', () => {
    expect(existsSync(DOCS_DIR), HINT).toBe(true);
    const committed = readdirSync(DOCS_DIR)
      .filter((f) => /(\.json|\.machine\.ts|\.mmd|^README\.md)$/.test(f))
      .sort();
    expect(committed, HINT).toEqual([...files.keys()].sort());
    for (const [name, content] of files) {
      expect(readFileSync(join(DOCS_DIR, name), 'utf8'), `${name}: ${HINT}`).toBe(content);
    }
  });

  it('writes JSON and createMachine sources that rebuild the same chart', async () => {
    const names = [...files.keys()].filter((name) => name.endsWith('.json'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const config = JSON.parse(files.get(name) ?? '') as Parameters<typeof createMachine>[0];
      // createMachine resolves every target and throws on a dangling one.
      expect(serializeMachine(createMachine(config)), name).toEqual(config);
      const sourceName = name.replace(/\.json$/, '.machine.ts');
      const sourceFile = join(DOCS_DIR, sourceName);
      // The committed copy is importable (it resolves 'xstate'); a stale one fails the test above.
      if (!existsSync(sourceFile) || readFileSync(sourceFile, 'utf8') !== files.get(sourceName)) continue;
      const mod: Record<string, unknown> = await import(sourceFile);
      const [fromSource] = collectMachines(mod);
      expect(fromSource && serializeMachine(fromSource.machine), sourceFile).toEqual(config);
    }
  });

  it('is stable: a second run gives the same bytes', () => {
    expect(renderAll()).toEqual(files);
  });
});
