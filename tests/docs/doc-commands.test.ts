/**
 * Docs that run: the commands the documents tell a reader to type, found in every document
 * (`docFiles`: README.md, ARCHITECTURE.md, docs/ but its generated exports, every workspace's README,
 * tests/README.md) and run against the real thing. No list of commands is kept here: each command of
 * a shell block, and each inline code span that is a command (`npm run api`), is of a kind
 * (`kinds.ts`), and the kind says what happens to it:
 *
 * - run: the app is started once as the README says, `PORT=… WEB_PORT=… npm start` on two free ports,
 *   in a process group of its own (stopped at the end, also when a test fails). The runnable commands
 *   of each block run in one `sh`, in order (variables and functions carry over), from the seed data,
 *   with `localhost:8787` (the mock) and `localhost:8000` (the docs' "a backend") rewritten to the
 *   started mock's port. Each must exit 0, each of its curl calls must answer 2xx, each variable it
 *   assigns must be set, and what its comment says it prints (`# → "Thank You! …"`, `…` for any text)
 *   must be in its output.
 * - check: what it names must exist: the npm script, the file, the installed tool, the Vitest
 *   project, the Playwright config and specs.
 * - leave: installs and jobs of the reader's own shell; what they name must exist too.
 *
 * A command of no kind fails the first test with its document and line. Also: the Postman
 * pre-request script (a `js` block) makes a key the mock accepts; every `http://localhost:8787/...`
 * and `http://localhost:5173/...` address of the documents answers; `npm start`'s Ctrl-C stops both
 * servers.
 *
 * `DOCS_TEST_PORTS=9400-9499` takes the ports from that range instead of the OS's free ports.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bare, isCommand, kindOf, missing, promised } from './kinds.ts';
import {
  codeBlocks,
  type DocCommand,
  docFiles,
  inlineCode,
  inlineCodeAt,
  readDoc,
  SHELL_LANGS,
} from './markdown.ts';
import { freePort, type Group, groupAlive, runInShell, startGroup, waitForHttp } from './processes.ts';

const root = resolve(import.meta.dirname, '../..');
const README = 'README.md';

// ---------------------------------------------------------------------------------------------------
// The documents and their commands

const docs = docFiles(root).map((file) => ({ file, text: readDoc(root, file) }));
const blocks = docs.flatMap(({ file, text }) => codeBlocks(file, text));
const shellBlocks = blocks.filter((block) => SHELL_LANGS.has(block.lang));
const inlineCommands = docs.flatMap(({ file, text }) =>
  inlineCodeAt(file, text).filter((span) => isCommand(span.text)),
);
const allCommands = [...shellBlocks.flatMap((block) => block.commands), ...inlineCommands];
const readme = readDoc(root, README);

const where = (command: DocCommand) => `${command.file}:${command.line}: ${command.text}`;
const runs = (command: DocCommand) => kindOf(command.text)?.action === 'run';

// ---------------------------------------------------------------------------------------------------
// The running app

/**
 * A reader's environment: this one without what Vitest adds (`NODE_ENV=test` would run npm start's dev
 * server and mock in another mode, and key Vite's dependency cache apart from a developer's npm start;
 * the component tests' project defines VITE_API_BASE_URL and VITE_CHECKOUT_SCRIPT_URL, which Vitest
 * copies into the environment of a run holding both projects).
 */
const VITEST_VARS = /^(VITEST.*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY|VITE_.*)$/;
const readerEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_VARS.test(name)));

/** The ports the docs name, as the test rewrites them: the mock's, and the docs' "a backend". */
const rewrite = (text: string, api: number) => text.replace(/localhost:(8787|8000)\b/g, `localhost:${api}`);

const taken = new Set<number>();
let apiPort = 0;
let webPort = 0;
let app: Group | undefined;
let workDir = '';
let api = '';

async function resetMock(): Promise<void> {
  const response = await fetch(`${api}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

/** The README's "other ports" line, e.g. `PORT=8788 WEB_PORT=5174 npm start`. */
const startLine = inlineCode(readme).find((code) => /^PORT=\d+ WEB_PORT=\d+ npm start$/.test(code));

beforeAll(async () => {
  expect(startLine, 'the README names `PORT=… WEB_PORT=… npm start` in its Start section').toBeDefined();
  apiPort = await freePort(taken);
  webPort = await freePort(taken);
  const command = (startLine ?? '')
    .replace(/^PORT=\d+/, `PORT=${apiPort}`)
    .replace(/WEB_PORT=\d+/, `WEB_PORT=${webPort}`);
  app = startGroup(command, { cwd: root, env: readerEnv() });
  api = `http://localhost:${apiPort}`;
  await waitForHttp(`${api}/openapi.json`, app, 60_000);
  mkdirSync(join(root, 'tmp'), { recursive: true });
  workDir = mkdtempSync(join(root, 'tmp', 'docs-'));
});

afterAll(async () => {
  await app?.stop('SIGTERM', 3000);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  // tmp/ (git-ignored) goes too when nothing else is in it (another run may be using it).
  try {
    rmdirSync(join(root, 'tmp'));
  } catch {
    // not empty, or gone
  }
});

// ---------------------------------------------------------------------------------------------------

describe('the documents', () => {
  it('show only commands of a known kind', () => {
    expect(shellBlocks.length).toBeGreaterThanOrEqual(5);
    const unknown = allCommands.filter((command) => kindOf(command.text) === undefined).map(where);
    expect(unknown, 'commands of no kind in tests/docs/kinds.ts').toEqual([]);
  });

  it('name scripts, files, tools and projects that exist', () => {
    const problems = allCommands
      .filter((command) => !runs(command))
      .flatMap((command) => missing(root, command.text).map((problem) => `${where(command)}: ${problem}`));
    expect(problems).toEqual([]);
  });

  const runnable = [
    ...shellBlocks.map((block) => ({
      at: `${block.file}:${block.line}`,
      commands: block.commands.filter(runs),
      of: block.commands.length,
    })),
    ...inlineCommands.filter(runs).map((command) => ({
      at: `${command.file}:${command.line} ${command.text}`,
      commands: [command],
      of: 1,
    })),
  ].filter((group) => group.commands.length > 0);

  for (const group of runnable) {
    it(`${group.at} runs as written (${group.commands.length} of ${group.of} commands)`, async () => {
      await resetMock();
      await runInShell(
        group.commands.map((command) => rewrite(command.text, apiPort)),
        {
          cwd: workDir,
          env: readerEnv(),
          outDir: join(workDir, `run-${group.at.replace(/\W/g, '-')}`),
          timeoutMs: 30_000,
          async after(index, run) {
            const command = group.commands[index] as DocCommand;
            const said = `${where(command)}\nexit ${run.exitCode}, HTTP ${run.http.join(', ') || '-'}\nstdout: ${run.stdout.slice(0, 2000)}\nstderr: ${run.stderr.slice(0, 2000)}\nvariables: ${JSON.stringify(run.vars)}`;
            expect(run.exitCode, said).toBe(0);
            const curls = bare(command.text).match(/(^|[\s(|;&])curl\s/g)?.length ?? 0;
            expect(run.http, said).toHaveLength(curls);
            expect(
              run.http.filter((status) => status < 200 || status > 299),
              said,
            ).toEqual([]);
            for (const [name, value] of Object.entries(run.vars))
              expect(value, `${name}: ${said}`).not.toBe('');
            for (const text of promised(command.text)) expect(run.stdout, said).toMatch(text);
          },
        },
      );
    });
  }

  it('give a Postman pre-request script that makes a dynamickey the mock accepts', async () => {
    const script = blocks.find(
      (block) => block.lang === 'js' && block.body.includes('pm.request.headers.upsert'),
    );
    expect(script, 'the Postman pre-request script').toBeDefined();
    const headers: { key: string; value: string }[] = [];
    const pm = {
      // `set`: a script may also keep the key as `apiKey`, the value of the dynamicKey scheme (docs/contract.md).
      collectionVariables: { get: () => undefined, set: () => undefined },
      request: { headers: { upsert: (header: { key: string; value: string }) => headers.push(header) } },
    };
    const CryptoJS = {
      SHA256: (text: string) => ({ toString: () => createHash('sha256').update(text).digest('hex') }),
    };
    new Function('pm', 'CryptoJS', script?.body ?? '')(pm, CryptoJS);
    expect(headers.map((h) => h.key)).toEqual(['dynamickey']);
    const response = await fetch(`${api}/api/events`, { headers: { dynamickey: headers[0]?.value ?? '' } });
    expect(response.status).toBe(200);
  });

  it('give addresses on the mock that answer: http://localhost:8787/..., `GET /__mock/outbox`, `/docs/plain`', async () => {
    /** Addresses given as a base to build on, not as a page to open. */
    const bases = new Set(['/api/']);
    const paths = new Set(
      docs.flatMap(({ text }) => [
        ...[...text.matchAll(/http:\/\/localhost:8787(\/[^\s`)'"<>*]*)/g)].map((m) =>
          (m[1] ?? '').replace(/[.,:;]+$/, ''),
        ),
        // The mock's own pages and reads, named by path in the prose.
        ...inlineCode(text).flatMap(
          (code) => /^(?:GET )?(\/(?:__mock\/[\w./-]+|docs[\w./-]*|openapi[\w./-]*))$/.exec(code)?.[1] ?? [],
        ),
      ]),
    );
    for (const path of [...paths]) if (bases.has(path) || /[{…]/.test(path)) paths.delete(path);
    expect(paths.size).toBeGreaterThanOrEqual(5);
    const failing: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${api}${path}`);
      if (response.status !== 200) failing.push(`${path}: ${response.status}`);
    }
    expect(failing).toEqual([]);
  });

  it('`PORT=… WEB_PORT=… npm start`: the web app on WEB_PORT talks to the mock on PORT; Ctrl-C stops both', async () => {
    const running = app as Group;
    const web = `http://localhost:${webPort}`;
    await waitForHttp(`${web}/`, running, 60_000);
    const page = await (await fetch(`${web}/`)).text();
    expect(page).toContain('<div id="root">');
    // The dev server hands the app its build-time settings with each module: both point at PORT.
    const env = await (await fetch(`${web}/src/lib/env.ts`)).text();
    expect(env).toContain(`"VITE_API_BASE_URL": "http://localhost:${apiPort}/api/"`);
    expect(env).toContain(`"VITE_CHECKOUT_SCRIPT_URL": "http://localhost:${apiPort}/__mock/checkout.js"`);
    // The documents' addresses on the web app are its routes.
    const paths = new Set(
      docs.flatMap(({ text }) =>
        [...text.matchAll(/http:\/\/localhost:5173(\/[^\s`)'"<>*]*)?/g)].map((m) =>
          (m[1] ?? '/').replace(/[.,:;]+$/, ''),
        ),
      ),
    );
    for (const path of paths) expect((await fetch(`${web}${path}`)).status, path).toBe(200);
    // Ctrl-C in a terminal signals the whole foreground group (npm then ends by the signal, as there).
    const pgid = running.child.pid as number;
    await running.stop('SIGINT', 10_000);
    expect(groupAlive(pgid), 'a process of npm start outlived Ctrl-C').toBe(false);
    for (const url of [`${api}/openapi.json`, `${web}/`]) {
      await expect(fetch(url), url).rejects.toThrow();
    }
  });
});
