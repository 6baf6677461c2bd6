/**
 * Docs that run: the commands the docs tell a reader to type, run against the real thing.
 *
 * - Starts the app as the README's Start section says, with its `PORT=8788 WEB_PORT=5174 npm start` on
 *   two free ports, in a process group of its own (stopped at the end, also when a test fails).
 * - Runs every fenced shell block of the docs (`docFiles`: README.md, ARCHITECTURE.md, docs/, the
 *   workspaces' READMEs; today README.md and docs/mock-performance.md have some) in one `sh` per
 *   block, command by command, with `localhost:8787` (the mock) and `localhost:8000` (the README's
 *   "a backend") rewritten to that mock's port. Each command must exit 0, each of its curl calls
 *   must answer the expected HTTP status (200 unless said), and its check proves what its comment
 *   says (`# → token`, "back to the seed data", ...).
 * - Every command of every block is in `COMMANDS` below: run with a check, or not run with the
 *   reason. A command the docs gain, or an entry whose command the docs lost, fails the first test.
 * - Also: the Postman pre-request script (a `js` block) makes a key the mock accepts; every
 *   `http://localhost:8787/...` and `http://localhost:5173/...` address of the README answers; every
 *   `npm run X` the docs name is a script (and is listed in `NPM_SCRIPTS`, run or not and why).
 *
 * `DOCS_TEST_PORTS=9400-9499` takes the ports from that range instead of the OS's free ports.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CodeBlock,
  codeBlocks,
  type DocCommand,
  docFiles,
  inlineCode,
  readDoc,
  SHELL_LANGS,
} from './markdown.ts';
import {
  type CommandRun,
  freePort,
  type Group,
  groupAlive,
  runInShell,
  startGroup,
  waitForHttp,
} from './processes.ts';

const root = resolve(import.meta.dirname, '../..');
const README = 'README.md';
const PERF = 'docs/mock-performance.md';
const TESTS = 'tests/README.md';

// ---------------------------------------------------------------------------------------------------
// The running app and what the checks use to look at it

interface Ctx {
  /** The mock's origin, e.g. http://localhost:9401. */
  api: string;
  /** The folder the blocks run in (`> openapi.json` lands there). */
  workDir: string;
  /** Titan's event tickets in the seed data. */
  seedTickets: number;
  /** The ids of Titan's event tickets when the block started (set by a `before`). */
  ticketsBefore: number[];
  /** What earlier commands of the block assigned. */
  vars: Record<string, string>;
}

type Json = Record<string, unknown> & { data?: unknown };

/** The `dynamickey` of an hour: hex SHA-256 of `YYYY-MM-DDTHH:lwl-dev-phrase` (computed here, not by the docs). */
const keyAt = (at: Date) =>
  createHash('sha256')
    .update(`${at.toISOString().slice(0, 13)}:lwl-dev-phrase`)
    .digest('hex');
/** The mock accepts this hour's key and the last hour's. */
const acceptedKeys = () => [keyAt(new Date()), keyAt(new Date(Date.now() - 3_600_000))];

async function call(
  ctx: Ctx,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { dynamickey: options.key ?? keyAt(new Date()) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${ctx.api}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function titanToken(ctx: Ctx): Promise<string> {
  const login = await call(ctx, 'POST', '/api/login', {
    body: { email: 'titan@lwl.test', password: 'Lwl@12345' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return String(login.body.token);
}

async function titanTickets(ctx: Ctx): Promise<unknown[]> {
  const events = await call(ctx, 'GET', '/api/account-events', { token: await titanToken(ctx) });
  expect(events.status).toBe(200);
  return events.body.data as unknown[];
}

const mockState = async (ctx: Ctx, path: '/__mock/scenarios' | '/__mock/latency') =>
  (await (await fetch(`${ctx.api}${path}`)).json()) as Json;

const jsonOf = (text: string): Json => {
  try {
    return JSON.parse(text) as Json;
  } catch {
    throw new Error(`not JSON: ${text.slice(0, 300)}`);
  }
};

// ---------------------------------------------------------------------------------------------------
// Every command of the docs: run, and what proves it did what the text says; or not run, and why

interface RunEntry {
  file: string;
  match: RegExp;
  /** The HTTP status of each curl call of the command (default: 200 for each). */
  http?: number[];
  /** Runs before the block that holds the command (e.g. changes data so that a reset shows). */
  before?: (ctx: Ctx) => Promise<void>;
  check?: (run: CommandRun, ctx: Ctx) => Promise<void> | void;
}
interface NotRunEntry {
  file: string;
  match: RegExp;
  notRun: string;
}
type Entry = RunEntry | NotRunEntry;

const isNotRun = (entry: Entry): entry is NotRunEntry => 'notRun' in entry;

const COMMANDS: Entry[] = [
  // README, Start
  { file: README, match: /^npm install$/, notRun: 'installs the dependencies this test already runs with' },
  {
    file: README,
    match: /^npm start\s+# mock API on http:\/\/localhost:8787 and the web app on http:\/\/localhost:5173$/,
    notRun:
      "started by beforeAll as the README's `PORT=… WEB_PORT=… npm start` on free ports (8787 and 5173 may be taken); checked by the last test",
  },
  // README, Scenarios
  {
    file: README,
    match: /^curl -X PUT localhost:8787\/__mock\/scenarios .*'\{"POST event-payment": 500\}'$/,
    async check(run, ctx) {
      expect(jsonOf(run.stdout)).toEqual({ status: 1, data: { 'POST event-payment': 500 } });
      // "how the app behaves when the backend fails": the call now fails.
      expect((await call(ctx, 'POST', '/api/event-payment', { body: {} })).status).toBe(500);
    },
  },
  {
    file: README,
    match: /^curl -X PUT localhost:8787\/__mock\/latency .*'\{"ms": 800\}'$/,
    async check(run, ctx) {
      expect(jsonOf(run.stdout)).toEqual({ status: 1, ms: 800 });
      expect(await mockState(ctx, '/__mock/latency')).toEqual({ status: 1, ms: 800 });
    },
  },
  {
    file: README,
    match:
      /^curl -X DELETE localhost:8787\/__mock\/scenarios\s+# back to normal answers \(the latency stays\)$/,
    async check(run, ctx) {
      expect(jsonOf(run.stdout)).toEqual({ status: 1, data: {} });
      expect(await mockState(ctx, '/__mock/scenarios')).toEqual({ status: 1, data: {} });
      expect(await mockState(ctx, '/__mock/latency')).toEqual({ status: 1, ms: 800 });
    },
  },
  {
    file: README,
    match: /^curl -X POST localhost:8787\/__mock\/reset\s+# back to the seed data, no scenarios, no latency$/,
    async before(ctx) {
      // Something to reset: a free ticket (FREE100 records the order at once).
      const free = await call(ctx, 'POST', '/api/user-event-payment', {
        token: await titanToken(ctx),
        body: { event_id: 2, quantity: 1, coupon: 'FREE100' },
      });
      expect(free.status, JSON.stringify(free.body)).toBe(200);
      expect(await titanTickets(ctx)).toHaveLength(ctx.seedTickets + 1);
    },
    async check(run, ctx) {
      expect(jsonOf(run.stdout)).toEqual({ status: 1, message: 'Mock state reset.' });
      expect(await mockState(ctx, '/__mock/scenarios')).toEqual({ status: 1, data: {} });
      expect(await mockState(ctx, '/__mock/latency')).toEqual({ status: 1, ms: 0 });
      expect(await titanTickets(ctx)).toHaveLength(ctx.seedTickets);
    },
  },
  // README, Tests
  { file: README, match: /^npm test$/, notRun: 'the whole suite (minutes), this test included' },
  // README, the mock API: a purchase with curl
  {
    file: README,
    match: /^KEY=\$\(node -e "const c=require\('crypto'\);/,
    check(run) {
      expect(acceptedKeys()).toContain(run.vars.KEY);
    },
  },
  {
    file: README,
    match: /^field\(\) \{ node -p /,
    check(run) {
      expect(run.stdout + run.stderr).toBe('');
    },
  },
  {
    file: README,
    match: /^TOKEN=\$\(curl -s -X POST localhost:8787\/api\/login .*\| field token\)$/s,
    async check(run, ctx) {
      expect(run.vars.TOKEN).toMatch(/^[0-9a-f]{64}$/);
      const user = await call(ctx, 'GET', '/api/user', { token: run.vars.TOKEN });
      expect(user.status).toBe(200);
    },
  },
  {
    file: README,
    match:
      /^ORDER=\$\(curl -s -X POST localhost:8787\/api\/user-event-payment .*\| field order_id\)\s+# order_…$/s,
    check(run) {
      expect(run.vars.ORDER).toMatch(/^order_\w+$/);
    },
  },
  {
    file: README,
    match:
      /^PAID=\$\(curl -s -X POST localhost:8787\/__mock\/checkout\/pay .*# what 'Simulate success' does: the three razorpay_\* fields$/s,
    check(run, ctx) {
      expect(jsonOf(run.vars.PAID ?? '')).toMatchObject({
        razorpay_order_id: ctx.vars.ORDER,
        razorpay_payment_id: expect.stringMatching(/^pay_\w+$/),
        razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    },
  },
  {
    file: README,
    match:
      /^curl -s -X POST localhost:8787\/api\/event-payment-callback .*-d "\$PAID"\s+# → "Thank You! Your payment has been received\."$/s,
    check(run) {
      expect(jsonOf(run.stdout)).toEqual({
        status: 1,
        message: 'Thank You! Your payment has been received.',
      });
    },
  },
  {
    file: README,
    match: /^curl -s localhost:8787\/api\/account-events .*# → the new ticket first$/,
    async before(ctx) {
      ctx.ticketsBefore = ((await titanTickets(ctx)) as { id: number }[]).map((ticket) => ticket.id);
    },
    async check(run, ctx) {
      const tickets = jsonOf(run.stdout).data as { id: number }[];
      expect(tickets).toHaveLength(ctx.ticketsBefore.length + 1);
      // The one ticket that was not there before the block is the first of the list.
      expect(tickets.filter((ticket) => !ctx.ticketsBefore.includes(ticket.id))).toEqual([tickets[0]]);
    },
  },
  {
    file: README,
    match:
      /^curl -s "localhost:8787\/api\/orders\/\$ORDER" .*# → its receipt: 2 ticket codes, links \(the owner needs no key\)$/,
    check(run, ctx) {
      const receipt = jsonOf(run.stdout).data as {
        order_id: string;
        tickets: unknown[];
        links: { ticket: string };
      };
      expect(receipt.order_id).toBe(ctx.vars.ORDER);
      expect(receipt.tickets).toHaveLength(2);
      expect(receipt.links.ticket).toMatch(new RegExp(`^/ticket\\?order=${ctx.vars.ORDER}&key=[\\w-]{22}$`));
    },
  },
  {
    file: README,
    match:
      /^curl -s localhost:8787\/__mock\/outbox \| field 'at\(0\)\.subject'\s+# → the receipt e-mail: "Your receipt for … \(order_…\)"$/,
    check(run, ctx) {
      expect(run.stdout.trim()).toMatch(new RegExp(`^Your receipt for .+ \\(${ctx.vars.ORDER}\\)$`));
    },
  },
  {
    file: README,
    match:
      /^curl -s -X POST localhost:8787\/api\/delete-event .*-d '\{"event_id":1\}'\s+# the refund of the seeded upcoming ticket → a refund-request e-mail$/s,
    async check(run, ctx) {
      expect(jsonOf(run.stdout)).toMatchObject({ status: 1 });
      const [newest] = (await (await fetch(`${ctx.api}/__mock/outbox`)).json()) as { kind: string }[];
      expect(newest?.kind).toBe('refund-request');
    },
  },
  {
    file: README,
    match:
      /^curl -s -X PUT localhost:8787\/__mock\/refunds\/1 .*'\{"status":"refunded"\}'\s+# the organisers' decision → a refund-update e-mail$/,
    async check(run, ctx) {
      expect(jsonOf(run.stdout)).toMatchObject({ status: 1, data: { id: 1, refund_status: 'refunded' } });
      const [newest] = (await (await fetch(`${ctx.api}/__mock/outbox`)).json()) as {
        kind: string;
        subject: string;
      }[];
      expect(newest).toMatchObject({
        kind: 'refund-update',
        subject: expect.stringMatching(/has been made$/),
      });
    },
  },
  // README, Use with Postman / Insomnia
  {
    file: README,
    match: /^curl -s localhost:8787\/openapi\.json > openapi\.json$/,
    check(_run, ctx) {
      const doc = jsonOf(readFileSync(join(ctx.workDir, 'openapi.json'), 'utf8')) as {
        openapi: string;
        servers: { url: string }[];
        paths: object;
      };
      expect(doc.openapi).toMatch(/^3\.1\./);
      // "Its server is the origin it was fetched from".
      expect(doc.servers[0]?.url).toContain(ctx.api);
      expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    },
  },
  {
    file: README,
    match:
      /^npx portman -l openapi\.json -c portman-config\.json -o collection\.json && npx newman run collection\.json$/,
    notRun:
      "needs the reader's own portman-config.json (described, not given); the same Portman + Newman run is apps/mock-api/test/contract, in npm test",
  },
  // README, Check a backend
  {
    file: README,
    match: /^npm run contract:check -- --base https:\/\/staging\.example\.com\/api\/\s+# reads only$/,
    notRun: 'a remote backend (staging.example.com): not ours, and no network here',
  },
  {
    file: README,
    match:
      /^npm run contract:check -- --base http:\/\/localhost:8000\/api\/ --email titan@lwl\.test --password 'Lwl@12345'$/,
    http: [],
    check(run) {
      expect(run.stdout).toMatch(/^\d+ ok, 0 drift, 0 unreachable, \d+ skipped$/m);
      expect(run.stdout).toMatch(/^GET user\s+200\s+ok/m);
    },
  },
  {
    file: README,
    match:
      /^npm run contract:check -- --base http:\/\/localhost:8000\/api\/ --email … --password … --writes\s+# test backends only$/,
    notRun:
      'the line above plus --writes, with the account left to the reader; contract-check.test.ts (apps/mock-api/test/contract) runs the writes against the mock in npm test',
  },
  // tests/README.md, End to end
  { file: TESTS, match: /^npm run build\b/, notRun: 'a production build (a minute); part of npm test' },
  {
    file: TESTS,
    match: /^npx playwright test -c tests\/playwright\.config\.ts\b/,
    notRun: 'Playwright against the production build (minutes); npm test runs every spec',
  },
  // docs/mock-performance.md, How to profile
  {
    file: PERF,
    match:
      /^PORT=8795 MOCK_LOG=0 NODE_ENV=production taskset -c 1 \\\n\s+node --cpu-prof .* --import tsx bench\/mock-server\.ts &$/,
    notRun:
      'a CPU profile of a background server pinned to a core; npm run bench starts the same bench/mock-server.ts',
  },
  {
    file: PERF,
    match: /^KEY=\$\(node --import tsx -e "import \{dynamicKey\} from '@lwl\/schemas';/,
    async check(run, ctx) {
      expect(acceptedKeys()).toContain(run.vars.KEY);
      expect((await call(ctx, 'GET', '/api/events', { key: run.vars.KEY })).status).toBe(200);
    },
  },
  {
    file: PERF,
    match: /^taskset -c 0 npx autocannon -c 10 -d 6 /,
    notRun: "6 s of load against the first line's profiled server; npm run bench measures the same",
  },
  {
    file: PERF,
    match: /^kill -INT %1\s+#/,
    notRun: "stops the first line's server (a job of the reader's shell)",
  },
];

/**
 * Every `npm run X` (and `npm start`/`npm test`) the docs name: the scripts this test runs, and why the
 * others are not run here.
 */
const NPM_SCRIPTS: Record<string, string> = {
  start: 'run: `PORT=… WEB_PORT=… npm start`, the app every command here runs against',
  'contract:check': "run: README's signed-in check against npm start's mock",
  api: 'not run: the mock alone, the same server npm start starts (apps/mock-api/src/server.ts)',
  web: 'not run: the dev server alone, the one npm start starts',
  build: 'not run: a production build that prerenders pages in Node (a minute); part of npm test',
  test: 'not run: the whole suite, this test included',
  'test:e2e': 'not run: build, Playwright and the budget (minutes); part of npm test',
  budget: 'not run: needs a build and Chromium; part of npm test',
  'budget:critical': 'not run: needs a build (its manifest)',
  bench: 'not run: about 10 minutes of benchmarks',
  'test:slow': 'not run: the mock tests at full size (minutes); npm test runs them at their quick size',
  'bench:dev-loop': 'not run: clones the repository and runs the whole suite in it (10–50 minutes)',
  typecheck: 'not run: tsc -b, the first step of npm test',
  lint: 'not run: Biome and knip, the second step of npm test',
  'machines:export':
    'not run: writes docs/machines; a machines test fails when the committed export is stale',
  studio: 'not run: the Flow Studio dev server; tests/e2e-studio drives it in npm test',
  'studio:build': 'not run: a production build of the studio',
  'studio:screens': 'not run: builds the web app and records every screen with tests/screens (minutes)',
  'studio:screens:check':
    'not run: apps/studio/test/screens.test.ts checks the same coverage and staleness in npm test',
  preview: 'not run: serves a production build (npm run build first); the e2e suite uses vite preview',
  soak: 'not run: 5 minutes of traffic; apps/mock-api/test/hardening/soak.test.ts runs 12 s of it',
};

// ---------------------------------------------------------------------------------------------------
// The docs

const docs = docFiles(root).map((file) => ({ file, text: readDoc(root, file) }));
const shellBlocks: CodeBlock[] = docs.flatMap(({ file, text }) =>
  codeBlocks(file, text).filter((block) => SHELL_LANGS.has(block.lang)),
);
const readme = readDoc(root, README);
/** Dated records: the scripts they name are the ones of their day. */
const isRecord = (file: string) => file === 'docs/bench.md' || file.startsWith('docs/decisions/');
/** Addresses the README gives as a base to build on, not as a page to open. */
const BASES = new Set(['/api/']);

const where = (command: DocCommand) => `${command.file}:${command.line}: ${command.text}`;
const entriesOf = (command: DocCommand) =>
  COMMANDS.filter((entry) => entry.file === command.file && entry.match.test(command.text));

/**
 * A reader's environment: this one without what Vitest adds (`NODE_ENV=test` would run npm start's dev
 * server and mock in another mode, and key Vite's dependency cache apart from a developer's npm start;
 * the component tests' project defines VITE_API_BASE_URL and VITE_CHECKOUT_SCRIPT_URL, which Vitest
 * copies into the environment of a run holding both projects).
 */
const VITEST_VARS = /^(VITEST.*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY|VITE_.*)$/;
const readerEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_VARS.test(name)));

/** The ports the docs name, as the test rewrites them: the mock's, and the README's "a backend". */
const rewrite = (text: string, api: number) => text.replace(/localhost:(8787|8000)\b/g, `localhost:${api}`);

// ---------------------------------------------------------------------------------------------------

const taken = new Set<number>();
let apiPort = 0;
let webPort = 0;
let app: Group | undefined;
let workDir = '';
const ctx: Ctx = { api: '', workDir: '', seedTickets: 0, ticketsBefore: [], vars: {} };

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
  ctx.api = `http://localhost:${apiPort}`;
  await waitForHttp(`${ctx.api}/openapi.json`, app, 60_000);
  mkdirSync(join(root, 'tmp'), { recursive: true });
  workDir = mkdtempSync(join(root, 'tmp', 'docs-'));
  ctx.workDir = workDir;
  ctx.seedTickets = (await titanTickets(ctx)).length;
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

describe('the docs', () => {
  it('list every command of their shell blocks here, as run or as not run with a reason', () => {
    const problems: string[] = [];
    for (const command of shellBlocks.flatMap((block) => block.commands)) {
      const found = entriesOf(command);
      if (found.length !== 1) problems.push(`${found.length} entries for ${where(command)}`);
    }
    for (const entry of COMMANDS) {
      const commands = shellBlocks.flatMap((block) => block.commands);
      if (!commands.some((command) => command.file === entry.file && entry.match.test(command.text))) {
        problems.push(`no command of ${entry.file} matches ${entry.match}`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const block of shellBlocks) {
    const toRun = block.commands.filter((command) => entriesOf(command).some((entry) => !isNotRun(entry)));
    if (toRun.length === 0) continue;
    it(`${block.file}:${block.line} runs as written (${toRun.length} of ${block.commands.length} commands)`, async () => {
      const entries = toRun.map((command) => entriesOf(command)[0] as RunEntry);
      for (const entry of entries) await entry.before?.(ctx);
      ctx.vars = {};
      await runInShell(
        toRun.map((command) => rewrite(command.text, apiPort)),
        {
          cwd: workDir,
          env: readerEnv(),
          outDir: join(workDir, `block-${block.line}`),
          timeoutMs: 30_000,
          async after(index, run) {
            const command = toRun[index] as DocCommand;
            const entry = entries[index] as RunEntry;
            const said = `${where(command)}\nexit ${run.exitCode}, HTTP ${run.http.join(', ') || '-'}\nstdout: ${run.stdout.slice(0, 2000)}\nstderr: ${run.stderr.slice(0, 2000)}\nvariables: ${JSON.stringify(run.vars)}`;
            expect(run.exitCode, said).toBe(0);
            const curls = command.text.match(/(^|[\s(|;&])curl\s/g)?.length ?? 0;
            expect(run.http, said).toEqual(entry.http ?? Array.from({ length: curls }, () => 200));
            Object.assign(ctx.vars, run.vars);
            try {
              await entry.check?.(run, ctx);
            } catch (error) {
              if (error instanceof Error) error.message = `${error.message}\n\n${said}`;
              throw error;
            }
          },
        },
      );
    });
  }

  it("README's Postman pre-request script makes a dynamickey the mock accepts", async () => {
    const script = codeBlocks(README, readme).find(
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
    expect((await call(ctx, 'GET', '/api/events', { key: headers[0]?.value })).status).toBe(200);
  });

  it("README's addresses on the mock answer: http://localhost:8787/..., `GET /__mock/outbox`, `/docs/plain`", async () => {
    const paths = new Set([
      ...[...readme.matchAll(/http:\/\/localhost:8787(\/[^\s`)'"<>*]*)/g)].map((m) =>
        (m[1] ?? '').replace(/[.,:;]+$/, ''),
      ),
      // The mock's own pages and reads, named by path in the prose.
      ...inlineCode(readme).flatMap(
        (code) => /^(?:GET )?(\/(?:__mock|docs|openapi)[\w./-]*)$/.exec(code)?.[1] ?? [],
      ),
    ]);
    for (const base of BASES) paths.delete(base);
    expect(paths.size).toBeGreaterThanOrEqual(5);
    const failing: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${ctx.api}${path}`);
      if (response.status !== 200) failing.push(`${path}: ${response.status}`);
    }
    expect(failing).toEqual([]);
  });

  it('name npm scripts that exist, each listed here as run or not run with a reason', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object })
      .scripts;
    const named = new Set(
      docs
        .filter(({ file }) => !isRecord(file))
        .flatMap(({ text }) =>
          [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2] ?? ''),
        ),
    );
    expect([...named].filter((name) => !Object.hasOwn(scripts, name))).toEqual([]);
    expect([...named].filter((name) => !Object.hasOwn(NPM_SCRIPTS, name))).toEqual([]);
    expect(Object.keys(NPM_SCRIPTS).filter((name) => !named.has(name))).toEqual([]);
    // Scripts the docs start by path: `node --import tsx <file>`.
    const byPath = docs.flatMap(({ text }) =>
      inlineCode(text).flatMap((code) =>
        [...code.matchAll(/node --import tsx ([\w./-]+\.ts)/g)].map((m) => m[1] ?? ''),
      ),
    );
    expect(byPath.filter((file) => !existsSync(join(root, file)))).toEqual([]);
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
    // The README's addresses on the web app are its routes.
    for (const [, path = '/'] of readme.matchAll(/http:\/\/localhost:5173(\/[^\s`)'"<>*]*)?/g)) {
      expect((await fetch(`${web}${path.replace(/[.,:;]+$/, '')}`)).status, path).toBe(200);
    }
    // Ctrl-C in a terminal signals the whole foreground group (npm then ends by the signal, as there).
    const pgid = running.child.pid as number;
    await running.stop('SIGINT', 10_000);
    expect(groupAlive(pgid), 'a process of npm start outlived Ctrl-C').toBe(false);
    for (const url of [`${ctx.api}/openapi.json`, `${web}/`]) {
      await expect(fetch(url), url).rejects.toThrow();
    }
  });
});
