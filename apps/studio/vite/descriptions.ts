/**
 * Each machine's description for the index: the doc comment above its export in packages/machines
 * (else the file's leading doc comment), first paragraph, as plain text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const EXPORT = /export (?:const|function) (\w+)/g;

function docText(comment: string): string {
  const body = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const paragraph: string[] = [];
  for (const line of body) {
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    if (line.startsWith('```')) break;
    paragraph.push(line.trim());
  }
  return paragraph.join(' ').replace(/`/g, '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Export name → description, for every `export const|function` of the machines' sources. */
export function machineDescriptions(machinesSrc: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of sourceFiles(machinesSrc)) {
    const source = readFileSync(file, 'utf8');
    const leading = /^\s*(\/\*\*[\s\S]*?\*\/)/.exec(source)?.[1];
    for (const match of source.matchAll(EXPORT)) {
      const name = match[1] as string;
      if (!/Machine$/.test(name) && !/^create\w+Machine$/.test(name)) continue;
      const before = source.slice(0, match.index).trimEnd();
      const own = before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : undefined;
      const text = own ? docText(own) : leading ? docText(leading) : '';
      if (text && !out[name]) out[name] = text;
    }
  }
  return out;
}
