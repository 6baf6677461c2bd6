/**
 * A machine's context as field names and their types, read from the TypeScript source of
 * packages/machines: the context type its `setup({ types })` names (`context: {} as RefundContext`), that
 * interface's fields, and those of the interfaces it extends. For the Stately export, which carries no
 * implementation: a reader sees what the machine remembers without opening the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PURCHASES } from '@lwl/schemas';

const SRC = join(import.meta.dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

let cache: string[] | undefined;
const sources = () => {
  cache ??= sourceFiles(SRC).map((file) => readFileSync(file, 'utf8'));
  return cache;
};

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** The text between the `{` at `open` and its matching `}`. */
function block(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** Top-level `name?: type;` members of an interface body. */
function members(body: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let depth = 0;
  let current = '';
  let previous = '';
  for (const char of withoutComments(body)) {
    if ('{(<['.includes(char)) depth++;
    // The `>` of an arrow (`() => number`) closes nothing.
    if ('})>]'.includes(char) && !(char === '>' && previous === '=')) depth--;
    previous = char;
    if ((char === ';' || char === '\n') && depth === 0) {
      const member = /^\s*(readonly\s+)?(\w+)(\??):\s*([\s\S]+)$/.exec(current);
      if (member) out.push([`${member[2]}${member[3]}`, (member[4] as string).replace(/\s+/g, ' ').trim()]);
      if (member || current.trim() === '') current = '';
      else if (char === ';') current = '';
      else current += ' ';
      continue;
    }
    current += char;
  }
  return out;
}

function interfaceFields(name: string, seen = new Set<string>()): Array<[string, string]> | undefined {
  if (seen.has(name)) return [];
  seen.add(name);
  for (const source of sources()) {
    const found = new RegExp(
      `(?:interface|type)\\s+${name}\\b(?:<[^>{]*>)?\\s*(?:extends\\s+([^{]+))?(=\\s*)?\\{`,
    ).exec(source);
    if (!found) continue;
    const inherited = (found[1] ?? '')
      .split(/,(?![^<]*>)/)
      .map((parent) => parent.trim().replace(/<[\s\S]*$/, ''))
      .filter(Boolean)
      .flatMap((parent) => interfaceFields(parent, seen) ?? []);
    const own = members(block(source, found.index + found[0].length - 1));
    const names = new Set(own.map(([field]) => field.replace(/\?$/, '')));
    return [...inherited.filter(([field]) => !names.has(field.replace(/\?$/, ''))), ...own];
  }
  return undefined;
}

const contextTypeIn = (source: string) => /context:\s*(?:\{\}\s+as\s+)?([A-Z]\w*)/.exec(source)?.[1];

/**
 * The factory that builds a purchase's machine from its row of `PURCHASES` (`createItemPurchaseMachine(
 * packagePurchase, …)`): the machine's id is the row's `machineId`, its context the factory's.
 */
function factoryOf(machineId: string): string | undefined {
  const row = Object.entries(PURCHASES).find(([, purchase]) => purchase.machineId === machineId);
  if (!row) return undefined;
  for (const source of sources()) {
    const call = new RegExp(`=\\s*(create\\w+Machine)\\(\\s*${row[0]}Purchase\\b`).exec(source);
    if (call) return call[1];
  }
  return undefined;
}

/** The context type a machine's setup names, by the machine's id (`id: 'refund'` or the factory's default). */
function contextTypeOf(machineId: string): string | undefined {
  const factory = factoryOf(machineId);
  for (const source of sources()) {
    const own = factory
      ? source.includes(`export function ${factory}`)
      : source.includes(`id: '${machineId}'`) || source.includes(`(id = '${machineId}')`);
    if (!own) continue;
    const named = contextTypeIn(source);
    if (named) return named;
  }
  return undefined;
}

/** `{ field: 'type' }` for the machine's context; undefined when it declares none. */
export function contextShape(machineId: string): Record<string, string> | undefined {
  const type = contextTypeOf(machineId);
  const fields = type ? interfaceFields(type) : undefined;
  return fields && fields.length > 0 ? Object.fromEntries(fields) : undefined;
}
