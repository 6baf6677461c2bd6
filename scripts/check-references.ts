/**
 * Every reference in the repository's comments and documents names something a clone holds
 * (`npm run lint` runs this; `node --import tsx scripts/check-references.ts [files…]` checks only those):
 *
 * - a Markdown file by name (`product-rules.md`), or any file by path (`apps/web/src/app/routes.ts`,
 *   `src/lib/api.ts` from inside a package, `./check-references.test.ts`): a path is looked up from the
 *   repository's root, from the citing file's folder and each folder above it, and from each workspace
 *   (and its `src/`);
 * - a decision record by number (`docs/decisions/0025`) and, when the citation gives its file name
 *   (`docs/decisions/0025-failed-writes-roll-back.md`), by its topic too; a decision record's
 *   "superseded by NNNN" and "Supersedes NNNN";
 * - an npm script (`npm run budget`), in the root's or a workspace's package.json.
 *
 * Code (`.ts`, `.tsx`, `.js`, `.mjs`, `.css`, `.html`, `.jsonc`) is read in its comments only; a
 * Markdown document whole. Generated exports (docs/machines) and checker fixtures are not read.
 * Prints `file:line: problem` for each, and exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize, relative, resolve } from 'node:path';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface RepoIndex {
  root: string;
  /** Basenames of every file of the repository. */
  basenames: Set<string>;
  /** Workspace folders, relative to the root. */
  workspaces: string[];
  /** Script names of every package.json. */
  scripts: Set<string>;
  /** Decision records by number: `0025` → `0025-failed-writes-roll-back`. */
  decisions: Map<string, string>;
  /** Their titles by number: `0025` → `A state write that fails refuses its calls and rolls the state back`. */
  titles: Map<string, string>;
}

/** The files the repository holds: tracked, and new ones not ignored. */
export function repoFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((file) => file !== '' && existsSync(join(root, file)));
}

export function indexOf(root: string, files: readonly string[]): RepoIndex {
  const manifest = (path: string) =>
    JSON.parse(readFileSync(join(root, path), 'utf8')) as { scripts?: object; workspaces?: string[] };
  const top = manifest('package.json');
  const workspaces = top.workspaces ?? [];
  const scripts = new Set<string>();
  for (const path of ['package.json', ...workspaces.map((folder) => join(folder, 'package.json'))]) {
    for (const name of Object.keys(manifest(path).scripts ?? {})) scripts.add(name);
  }
  const decisions = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const file of files) {
    const m = /^docs\/decisions\/((\d{4})-[\w-]+)\.md$/.exec(file);
    if (!m) continue;
    decisions.set(m[2] ?? '', m[1] ?? '');
    const heading = /^# \d{4} (.*)$/m.exec(readFileSync(join(root, file), 'utf8'));
    titles.set(m[2] ?? '', `${heading?.[1] ?? ''} ${m[1]?.slice(5).replace(/-/g, ' ')}`);
  }
  return {
    root,
    basenames: new Set(files.map((file) => basename(file))),
    workspaces,
    scripts,
    decisions,
    titles,
  };
}

// -------------------------------------------------------------------------------------------------
// What is read: the comments of code, the whole of a document

const CODE = /\.(ts|tsx|js|mjs|cjs|css|html|jsonc)$/;
const SKIP = [
  /^docs\/machines\//,
  /(^|\/)fixtures\//,
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /^package-lock\.json$/,
];

export const isChecked = (file: string): boolean =>
  (CODE.test(file) || file.endsWith('.md')) && !SKIP.some((pattern) => pattern.test(file));

/**
 * The text of `source`'s comments, other characters blanked (newlines kept, so lines still count).
 * Strings, template literals and regular expression literals are skipped.
 */
export function commentsOf(source: string, kind: 'js' | 'css' | 'html'): string {
  const out: string[] = source.split('').map((ch) => (ch === '\n' ? '\n' : ' '));
  const keep = (from: number, to: number) => {
    for (let k = from; k < to; k++) out[k] = source[k] ?? ' ';
  };
  if (kind === 'html') {
    for (const m of source.matchAll(/<!--[\s\S]*?-->/g)) keep(m.index, m.index + m[0].length);
    return out.join('');
  }
  let i = 0;
  /** The last character that was not whitespace or a comment: decides whether `/` starts a regex. */
  let last = '';
  while (i < source.length) {
    const ch = source[i] ?? '';
    const next = source[i + 1] ?? '';
    if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      keep(i, stop);
      i = stop;
    } else if (ch === '/' && next === '/' && kind === 'js') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      keep(i, stop);
      i = stop;
    } else if (kind === 'js' && (ch === '"' || ch === "'" || ch === '`')) {
      i = skipString(source, i);
      last = ch;
    } else if (kind === 'js' && ch === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last))) {
      // A regular expression literal.
      let k = i + 1;
      let inClass = false;
      while (k < source.length && source[k] !== '\n') {
        const c = source[k];
        if (c === '\\') k++;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        k++;
      }
      i = k + 1;
      last = '/';
    } else {
      if (!/\s/.test(ch)) last = ch;
      i++;
    }
  }
  return out.join('');
}

/** The index after the string or template literal that starts at `start`. */
function skipString(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') i += 2;
    else if (ch === quote) return i + 1;
    else if (quote === '`' && ch === '$' && source[i + 1] === '{') {
      // A substitution: skip to its closing brace, strings inside included.
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        const c = source[i];
        if (c === '"' || c === "'" || c === '`') i = skipString(source, i);
        else {
          if (c === '{') depth++;
          else if (c === '}') depth--;
          i++;
        }
      }
    } else if (quote !== '`' && ch === '\n') return i;
    else i++;
  }
  return i;
}

/** What of a file is read for references. */
export function readable(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  if (file.endsWith('.css')) return commentsOf(text, 'css');
  if (file.endsWith('.html')) return commentsOf(text, 'html');
  return commentsOf(text, 'js');
}

// -------------------------------------------------------------------------------------------------
// The references

const PATH =
  /(?<![\w@/.:~-])((?:\.{1,2}\/)*(?:[\w.-]+\/)+[\w.-]*[\w-]\.(?:ts|tsx|js|mjs|cjs|json|jsonc|css|md|html|webp|svg|png|yml|yaml))(?![\w/-])/g;
const MD_NAME = /(?<![\w@/.:~-])([\w-]+(?:\.[\w-]+)*\.md)\b/g;
const DECISION = /\bdecisions\/(\d{4})(-[\w-]+)?/g;
const SUPERSEDE =
  /\b(?:superseded by|supersedes|extended by|extends)\s+((?:\d{4}(?:,\s*|\s+and\s+|,?\s+then(?: by)?\s+)?)+)/gi;
/** A decision cited after its topic: `the forms' phone checks: docs/decisions/0027`. */
const TOPIC_DECISION = /([^(;,.:`]{3,80}):\s*`?(?:docs\/)?decisions\/(\d{4})\b/g;
const NPM_RUN = /\bnpm (?:--workspace[ =]\S+ |-w \S+ )?run ([\w:-]+)/g;

/** Whether a cited path names a file of the repository, seen from `file`. */
function pathExists(index: RepoIndex, file: string, cited: string): boolean {
  const bases = new Set<string>(['.']);
  for (let dir = dirname(file); dir !== '.' && dir !== '/'; dir = dirname(dir)) bases.add(dir);
  for (const workspace of index.workspaces) {
    bases.add(workspace);
    bases.add(join(workspace, 'src'));
  }
  return [...bases].some((base) => {
    const path = normalize(join(base, cited));
    return (
      !path.startsWith('..') &&
      existsSync(join(index.root, path)) &&
      statSync(join(index.root, path)).isFile()
    );
  });
}

/**
 * Parts of a text that are not references: addresses, paths outside the repository, a sample's module
 * specifiers (relative to the sample's file, not the comment's), a process pattern.
 */
const NOT_REFERENCES =
  /https?:\/\/\S+|(?<![\w.])(?:~|\/tmp|\/usr|\/root|\/etc|\/dev)\/\S+|\bimport\(['"][^'"]+['"]\)|\bpkill -f \S+/g;
/** A paragraph or list item of a document that says the file it names is gone. */
const GONE = /\b(removed|gone|deleted|no longer exists?|renamed)\b/i;
/** A cited path that names no file by itself: a glob, a placeholder, a build output, a dependency. */
const NOT_A_FILE = /[*<>{}…]|(^|\/)(node_modules|dist|assets|tmp|test-results)\/|^@/;

const STOP_WORDS = new Set(['with', 'from', 'that', 'this', 'when', 'what', 'each', 'only', 'they', 'their']);

/** Whether a topic and a title share a word of four letters or more (by its first four letters). */
function sharesAWord(topic: string, title: string): boolean {
  const stems = (text: string) =>
    new Set(
      (text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
        .filter((word) => !STOP_WORDS.has(word))
        .map((word) => word.slice(0, 4)),
    );
  const titleStems = stems(title);
  return [...stems(topic)].some((stem) => titleStems.has(stem));
}

/** The lines of a document's paragraphs and list items that say what they name is gone. */
function goneLines(lines: readonly string[]): Set<number> {
  const gone = new Set<number>();
  let start = 0;
  const close = (end: number) => {
    if (GONE.test(lines.slice(start, end).join(' '))) for (let k = start; k < end; k++) gone.add(k);
    start = end;
  };
  lines.forEach((line, i) => {
    if (line.trim() === '') close(i + 1);
    else if (/^\s*([-*]|\d+\.)\s/.test(line)) close(i);
  });
  close(lines.length);
  return gone;
}

export function checkText(index: RepoIndex, file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const lines = readable(file, text)
    .replace(NOT_REFERENCES, (m) => ' '.repeat(m.length))
    .split('\n');
  const isDecision = file.startsWith('docs/decisions/');
  // A superseded record describes the code of its day: the files it names may be gone since.
  const historic = isDecision && /^Status: superseded\b/m.test(text);
  const gone = file.endsWith('.md') ? goneLines(lines) : new Set<number>();
  lines.forEach((line, i) => {
    const at = (message: string) => problems.push({ file, line: i + 1, message });
    const cited = new Set<string>();
    for (const m of line.matchAll(PATH)) {
      const path = m[1] ?? '';
      cited.add(basename(path));
      if (NOT_A_FILE.test(path)) continue;
      if (/^docs\/decisions\/\d{4}/.test(path)) continue; // checked as a decision below
      if (historic || gone.has(i)) continue;
      if (!pathExists(index, file, path)) at(`${path}: no such file in the repository`);
    }
    for (const m of line.matchAll(MD_NAME)) {
      const name = m[1] ?? '';
      if (cited.has(name) || (m.index > 0 && line[m.index - 1] === '/')) continue;
      if (!index.basenames.has(name)) at(`${name}: no such document in the repository`);
    }
    for (const m of line.matchAll(DECISION)) {
      const [number = '', slug] = [m[1], m[2]];
      const record = index.decisions.get(number);
      if (record === undefined) at(`docs/decisions/${number}: no such decision record`);
      else if (slug !== undefined && !record.startsWith(`${number}${slug}`)) {
        at(`docs/decisions/${number}${slug}: decision ${number} is ${record}`);
      }
    }
    for (const m of line.matchAll(TOPIC_DECISION)) {
      const title = index.titles.get(m[2] ?? '');
      const topic = (m[1] ?? '').replace(/^[\s*/#>-]+/, '').trim();
      if (title !== undefined && !sharesAWord(topic, title)) {
        at(`"${topic}": decision ${m[2]} is "${title.split(' ').slice(0, 12).join(' ')}…"`);
      }
    }
    if (isDecision) {
      for (const m of line.matchAll(SUPERSEDE)) {
        for (const number of (m[1] ?? '').match(/\d{4}/g) ?? []) {
          if (!index.decisions.has(number)) at(`${m[0].trim()}: no decision record ${number}`);
        }
      }
    }
    for (const m of line.matchAll(NPM_RUN)) {
      if (!index.scripts.has(m[1] ?? '')) at(`npm run ${m[1]}: no such script in any package.json`);
    }
  });
  return problems;
}

export function checkFiles(index: RepoIndex, files: readonly string[]): Problem[] {
  return files
    .filter(isChecked)
    .flatMap((file) => checkText(index, file, readFileSync(join(index.root, file), 'utf8')));
}

// -------------------------------------------------------------------------------------------------

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '..');
  const files = repoFiles(root);
  const asked = process.argv.slice(2).map((file) => relative(root, resolve(file)));
  const problems = checkFiles(indexOf(root, files), asked.length > 0 ? asked : files);
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} reference(s) to what the repository does not hold. Cite the repository's own statement of the rule: docs/product-rules.md, the schema with the message, a decision record.`,
    );
    process.exit(1);
  }
  console.log(
    `References: ${(asked.length > 0 ? asked : files).filter(isChecked).length} files, every reference found.`,
  );
}
