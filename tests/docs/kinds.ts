/**
 * What kind of command a document shows, and so what the docs test does with it: run it against the
 * started app, check that what it names exists (a script, a file, a tool, a Vitest project), or leave
 * it, with the reason. The kinds are matched in order; a command of no kind fails the test, with its
 * document and line, so a new kind of command is a decision made here once, not an entry per command.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Action = 'run' | 'check' | 'leave';

export interface Kind {
  name: string;
  action: Action;
  /** Why a command of this kind is run, or only checked, or left. */
  why: string;
  /** Whether `command` (its environment assignments and `taskset -c N` taken off) is of this kind. */
  test: (command: string) => boolean;
}

/** The words a command of the documents starts with, after `NAME=value` and `taskset -c N`. */
const COMMAND_WORDS = /^(npm|npx|node|curl|kill|apt-get|tsc|python3|sh|bash) +\S/;

/** `PORT=1 FOO=bar taskset -c 0 npm start` → `npm start`; `KEY=$(…)` is kept (an assignment that runs). */
export function bare(command: string): string {
  let text = command.replace(/\\\n\s*/g, ' ').trim();
  for (;;) {
    const next = text
      .replace(/^[A-Z_][A-Z0-9_]*=(?!\$\()(?:'[^']*'|"[^"]*"|\S*)\s+/, '')
      .replace(/^taskset -c \d+\s+/, '');
    if (next === text) return text;
    text = next;
  }
}

/** Whether an inline code span is a command at all (`npm run api`), not a name or a path. */
export const isCommand = (span: string): boolean => COMMAND_WORDS.test(bare(span));

/** A placeholder the reader fills in: `…`, `<revision>`, `URL`. */
const PLACEHOLDER = /…|<[\w ./-]+>|\bURL\b/;
/** A host other than this machine. */
const REMOTE = /https?:\/\/(?!localhost\b|127\.0\.0\.1\b)[\w.-]+/;

const KINDS: Kind[] = [
  {
    name: 'an install',
    action: 'leave',
    why: 'changes the machine (packages, a browser); this test runs with what is installed',
    test: (c) => /^(npm (install|ci)\b|apt-get |npx playwright install\b)/.test(c),
  },
  {
    name: 'the app',
    action: 'check',
    why: 'started once for every other command, as `PORT=… WEB_PORT=… npm start` on free ports (8787 and 5173 may be taken)',
    test: (c) => /^npm start\b/.test(c),
  },
  {
    name: 'a job of the reader’s shell',
    action: 'leave',
    why: 'starts or stops a background process of the reader’s own shell (`&`, `kill %1`)',
    test: (c) => /^kill\b/.test(c) || /&\s*(#.*)?$/.test(c.replace(/&&/g, '')),
  },
  {
    name: 'a command to fill in',
    action: 'check',
    why: 'names a remote backend or has placeholders (`…`, `<revision>`, `URL`) the reader fills in',
    test: (c) => PLACEHOLDER.test(c) || REMOTE.test(c),
  },
  {
    name: 'a contract check of the mock',
    action: 'run',
    why: 'reads every endpoint of the started mock; quick, and what it says is checked by its exit code',
    test: (c) =>
      /^npm run contract:check -- --base http:\/\/localhost:\d+\/api\//.test(c) && !/--writes/.test(c),
  },
  {
    name: 'an npm script',
    action: 'check',
    why: 'servers, builds, suites and benchmarks (seconds to an hour, this test among them): the script must exist',
    test: (c) => /^npm (--workspace \S+ )?(run [\w:-]+|test)\b/.test(c),
  },
  {
    name: 'a call of the mock',
    action: 'run',
    why: 'quick: each must exit 0 with every HTTP answer 2xx and print what its `# → "…"` comment says',
    test: (c) => /^(\w+=\$\()?curl\s/.test(c) && /localhost:(8787|8000)\b/.test(c),
  },
  {
    name: 'a shell helper',
    action: 'run',
    why: 'defines what later lines of its block use (a variable from a one-line node script, a function)',
    test: (c) => /^\w+=\$\(node (--import tsx )?-[ep] /.test(c) || /^\w+\(\) \{/.test(c),
  },
  {
    name: 'a Node script by path',
    action: 'check',
    why: 'benchmarks and profiles (minutes); the file must exist',
    test: (c) => /^node (--[\w=/.-]+ )*--import tsx [\w./-]+\.ts\b/.test(c),
  },
  {
    name: 'a Vitest run',
    action: 'check',
    why: 'a run of the suite this test is part of; each `--project` must exist',
    test: (c) => /^npx vitest\b/.test(c),
  },
  {
    name: 'a Playwright run',
    action: 'check',
    why: 'needs a production build (minutes); its config and spec files must exist',
    test: (c) => /^npx playwright test\b/.test(c),
  },
  {
    name: 'a tool of the workspace',
    action: 'check',
    why: 'runs on the reader’s files or build; the tool must be installed',
    test: (c) => /^(npx [\w@/.-]+|tsc|npm exec (--workspace \S+ )?-- [\w@/.-]+)\b/.test(c),
  },
  {
    name: 'a file server',
    action: 'leave',
    why: 'any static server the reader picks, serving a folder of their own',
    test: (c) => /^python3 -m http\.server\b/.test(c),
  },
];

/** What a command's comment says it prints: `# → "text"` (`…` stands for any text). */
export function promised(command: string): RegExp[] {
  const comment = /\s#\s.*$/.exec(command.split('\n').at(-1) ?? '')?.[0] ?? '';
  return [...comment.matchAll(/→[^"]*"([^"]+)"/g)].map(
    (m) =>
      new RegExp(
        (m[1] ?? '')
          .split('…')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*'),
      ),
  );
}

/** The first kind `command` is of, or undefined. */
export const kindOf = (command: string): Kind | undefined => {
  // A trailing comment is the reader's explanation, not part of the command (`# order_…`).
  const text = bare(command).replace(/\s+#\s.*$/, '');
  return KINDS.find((kind) => kind.test(text));
};

// -------------------------------------------------------------------------------------------------
// What a checked command names, and whether it exists

function vitestProjects(root: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string, depth: number) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.') || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (depth < 2) walk(path, depth + 1);
      } else if (/^vitest(\.[\w-]+)?\.config\.ts$/.test(name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/\bname: '([\w-]+)'/g)) names.add(m[1] ?? '');
      }
    }
  };
  walk(root, 0);
  return names;
}

interface Manifest {
  path: string;
  json: { name?: string; scripts?: object; workspaces?: string[] };
}

/** The root package.json, or the one of the workspace named `workspace` (by name or folder). */
function packageJson(root: string, workspace?: string): Manifest | undefined {
  const read = (path: string): Manifest => ({
    path,
    json: JSON.parse(readFileSync(join(root, path), 'utf8')),
  });
  const top = read('package.json');
  if (workspace === undefined) return top;
  return (top.json.workspaces ?? [])
    .map((folder) => read(join(folder, 'package.json')))
    .find(
      (manifest) => manifest.json.name === workspace || manifest.path === join(workspace, 'package.json'),
    );
}

/** What `command` names that does not exist (empty when all does). */
export function missing(root: string, command: string): string[] {
  const text = bare(command);
  const problems: string[] = [];
  for (const m of text.matchAll(/\bnpm (?:--workspace (\S+) )?(?:run ([\w:-]+)|(start|test)\b)/g)) {
    const name = m[2] ?? m[3] ?? '';
    const manifest = packageJson(root, m[1]);
    if (!manifest) problems.push(`no workspace ${m[1]}`);
    else if (!Object.hasOwn(manifest.json.scripts ?? {}, name))
      problems.push(`no script "${name}" in ${manifest.path}`);
  }
  for (const m of text.matchAll(/(?:^|&&\s*|\|\s*)npx ([\w@/.-]+)/g)) {
    const bin = m[1] ?? '';
    if (!existsSync(join(root, 'node_modules', '.bin', bin))) problems.push(`no tool "${bin}" installed`);
  }
  if (/^tsc\b/.test(text) && !existsSync(join(root, 'node_modules', '.bin', 'tsc'))) problems.push('no tsc');
  for (const m of text.matchAll(/^npm exec (?:--workspace (\S+) )?-- ([\w@/.-]+)/g)) {
    const bin = m[2] ?? '';
    const workspace = m[1] ? packageJson(root, m[1]) : undefined;
    const places = [join(root, 'node_modules', '.bin', bin)];
    if (workspace) places.push(join(root, dirname(workspace.path), 'node_modules', '.bin', bin));
    if (!places.some((place) => existsSync(place))) problems.push(`no tool "${bin}" installed`);
  }
  for (const m of text.matchAll(/--import tsx ([\w./-]+\.ts)\b/g)) {
    if (!existsSync(join(root, m[1] ?? ''))) problems.push(`no file ${m[1]}`);
  }
  for (const m of text.matchAll(/(?:^|\s)([\w./-]+\.ts)\b/g)) {
    const file = m[1] ?? '';
    if (file.includes('/') && !existsSync(join(root, file))) problems.push(`no file ${file}`);
  }
  if (/^npx vitest\b/.test(text)) {
    const projects = vitestProjects(root);
    for (const m of text.matchAll(/--project[ =]([\w-]+)/g)) {
      if (!projects.has(m[1] ?? '')) problems.push(`no Vitest project "${m[1]}"`);
    }
  }
  if (/^npx playwright test\b/.test(text)) {
    for (const m of text.matchAll(/(?:-c |\s)(tests\/[\w./-]+\.ts)(?::\d+)?/g)) {
      if (!existsSync(join(root, m[1] ?? ''))) problems.push(`no file ${m[1]}`);
    }
  }
  return [...new Set(problems)];
}
