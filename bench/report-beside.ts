/** The request-log and peers sections of docs/bench.md (measured by bench/beside.ts). */
import type { BesideBench, BesideId, BesideServer } from './beside.ts';
import type { BenchConfig } from './config.ts';
import { median } from './stats.ts';

const LOG_RATIO_TARGET = 0.9;
const PEER_RATIO_TARGET = 4;

const NAMES: Record<BesideId, string> = {
  quiet: 'mock, `MOCK_LOG=0`',
  'log-file': 'mock, `NODE_ENV=production`, default log → file',
  'log-tty': 'mock, default log → terminal',
  default: 'mock as `npm run api` runs it (development, answers checked; log → file)',
  'json-server': 'json-server 0.17.4',
  prism: 'Stoplight Prism 5.14.2',
};

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const x = (n: number) => `${n.toFixed(2)}×`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const header = (cells: string[]) => [row(cells), `|${cells.map(() => '---').join('|')}|`].join('\n');

const find = (bench: BesideBench, id: BesideId) => bench.servers.find((server) => server.id === id);

/**
 * The logged mock's req/s over the quiet mock's, round by round (the two run seconds apart in each
 * round), then the median of those ratios: a change of the machine's load between rounds cancels out,
 * where the ratio of the two medians mixes rounds run under different loads.
 */
function pairedRatio(bench: BesideBench, id: BesideId): number | undefined {
  const rpsOf = (server: BesideId) =>
    bench.runs.filter((run) => !run.warmup && run.server === server).map((run) => run.requestsPerSecond);
  const logged = rpsOf(id);
  const quiet = rpsOf('quiet');
  if (logged.length === 0 || logged.length !== quiet.length) return undefined;
  return median(logged.map((rps, round) => rps / (quiet[round] ?? Number.NaN)));
}

/**
 * Ours as `npm run api` runs it (development mode, log on a file), the figure the peers, also run with
 * their defaults, are compared with; the production-mode figure (`log-file`) is shown beside it.
 */
const ours = (bench: BesideBench) => find(bench, 'default');
const production = (bench: BesideBench) => find(bench, 'log-file');
const isPeer = (server: BesideServer) => server.id === 'json-server' || server.id === 'prism';
const peers = (bench: BesideBench) => bench.servers.filter(isPeer);

export function besideHeadline(bench: BesideBench): string {
  const quiet = find(bench, 'quiet');
  const parts: string[] = [];
  for (const id of ['log-file', 'log-tty'] as const) {
    const logged = find(bench, id);
    const paired = pairedRatio(bench, id);
    if (quiet && logged && paired !== undefined)
      parts.push(
        `request log on a ${id === 'log-file' ? 'file' : 'terminal'} ${x(paired)} of \`MOCK_LOG=0\` (round by round)`,
      );
  }
  const mine = ours(bench);
  const prod = production(bench);
  for (const peer of peers(bench)) {
    if (mine) parts.push(`ours/${peer.id} ${x(mine.rps / peer.rps)}`);
    if (prod) parts.push(`ours in production mode/${peer.id} ${x(prod.rps / peer.rps)}`);
  }
  for (const skipped of bench.skipped) parts.push(`${skipped.id} skipped`);
  return `${parts.join(', ')} (targets ≥ ${LOG_RATIO_TARGET}× and ≥ ${PEER_RATIO_TARGET}×)`;
}

function logSection(cfg: BenchConfig, bench: BesideBench): string {
  const quiet = find(bench, 'quiet');
  const rows = (['quiet', 'log-file', 'log-tty'] as const)
    .map((id) => find(bench, id))
    .filter((server): server is BesideServer => server !== undefined);
  if (!quiet || rows.length < 2) return '';
  const verdicts = rows
    .filter((server) => server.id !== 'quiet')
    .map((server) => {
      const ratio = pairedRatio(bench, server.id) ?? server.rps / quiet.rps;
      const where = server.id === 'log-file' ? 'a file' : 'a terminal';
      return `- Log on ${where}: **${x(ratio)}** of \`MOCK_LOG=0\`, round by round (ratio of the medians ${x(server.rps / quiet.rps)}, CPU per request ${x(quiet.cpuUsPerRequest / server.cpuUsPerRequest)}): target ${ratio >= LOG_RATIO_TARGET ? 'met' : '**missed**'} (≥ ${LOG_RATIO_TARGET}×).`;
    });
  return `## The request log's cost

The mock as everyone runs it writes one line per request (\`GET /api/events 200 0.4ms\`; request log on unless
\`MOCK_LOG=0\`), through sonic-boom in batches (docs/decisions/0016-request-log-destination.md). Three mocks, each its
own process pinned to core ${cfg.serverCore}, \`NODE_ENV=production\`, loaded with \`GET /api/events\` in one interleaved plan
(one warm-up run each, then ${cfg.runs} rounds of ${cfg.durationS} s, ${cfg.connections} connections, rotating which goes first) by the
load generator of section 1 on core ${cfg.loadCore}:

- **\`MOCK_LOG=0\`**: no request log (standard output a pipe, unused).
- **log → file**: the default, standard output redirected to a file.
- **log → terminal**: the default, standard output a pseudo-terminal opened by util-linux \`script\`, which reads it
  as a terminal emulator would (and writes it to /dev/null; \`script\` itself is not pinned).

The ratio judged is the median of the ${cfg.runs} rounds' own ratios (each logged mock's req/s over the quiet mock's in
the same round, seconds apart): on a machine whose load drifts between rounds, the ratio of the two medians compares
runs made under different loads. Both are in the table, with the CPU time per request, which load moves least.

${header(['server', 'req/s', 'p50', 'p99', 'server CPU per request', `ratio to \`MOCK_LOG=0\` (req/s, round by round)`, 'ratio of the req/s medians', 'ratio (CPU per request)', 'invalid runs'])}
${rows
  .map((server) =>
    row([
      NAMES[server.id],
      int(server.rps),
      ms(server.p50Ms),
      ms(server.p99Ms),
      `${int(server.cpuUsPerRequest)} µs`,
      server.id === 'quiet' ? '1' : `**${x(pairedRatio(bench, server.id) ?? Number.NaN)}**`,
      server.id === 'quiet' ? '1' : x(server.rps / quiet.rps),
      server.id === 'quiet' ? '1' : x(quiet.cpuUsPerRequest / server.cpuUsPerRequest),
      String(server.invalidRuns),
    ]),
  )
  .join('\n')}

${verdicts.join('\n')}`;
}

function peersSection(cfg: BenchConfig, bench: BesideBench): string {
  const mine = ours(bench);
  const others = peers(bench);
  if (!mine && bench.skipped.length === 0) return '';
  const skipped = bench.skipped.map((peer) => `- ${NAMES[peer.id]}: skipped, ${peer.reason}`);
  const lines = [mine, production(bench), find(bench, 'quiet'), ...others]
    .filter((server): server is BesideServer => server !== undefined)
    .map((server) =>
      row([
        NAMES[server.id] + (server === mine ? ' (**ours**)' : ''),
        `\`${server.request}\` (${int(server.bytes)} B)`,
        int(server.rps),
        ms(server.p99Ms),
        `${int(server.cpuUsPerRequest)} µs`,
        mine && isPeer(server) ? `**${x(mine.rps / server.rps)}**` : '—',
        mine && isPeer(server) ? x(server.cpuUsPerRequest / mine.cpuUsPerRequest) : '—',
        String(server.invalidRuns),
      ]),
    );
  const verdicts = mine
    ? others.map((peer) => {
        const ratio = mine.rps / peer.rps;
        const prod = production(bench);
        const inProduction = prod ? ` (in production mode ${x(prod.rps / peer.rps)})` : '';
        return `- Ours/${NAMES[peer.id]}: **${x(ratio)}**${inProduction}: target ${ratio >= PEER_RATIO_TARGET ? 'met' : '**missed**'} (≥ ${PEER_RATIO_TARGET}×).`;
      })
    : [];
  return `## Peers: json-server and Prism on the same request

Two well-known mock servers beside ours, measured in the same interleaved plan as the request log above (same
machine, same load generator, same connections, each server pinned to core ${cfg.serverCore}), on \`GET events\`:

- **json-server 0.17.4** with its defaults (its request log on), serving \`db.json\` = \`{ "events": [...] }\`, the
  events the mock answers from its seed: \`GET /events\` returns that array (json-server pretty-prints it, hence more
  bytes). Its log goes to a file, like ours.
- **Stoplight Prism 5.14.2** (\`prism mock\`, the newest that runs on Node 20) mocking the mock's own
  \`/openapi.json\`: \`GET /api/events\` with the same \`dynamickey\` header, answered from the document's example. Its log
  goes to a file.

Both are installed on demand by the bench (${bench.install}), never into the app's dependencies. Like for like,
each server runs with its defaults: ours is the mock as \`npm run api\` runs it (no \`NODE_ENV\`, so development
mode, which checks every distinct success answer against its response schema; request log on a file). The
production-mode mock (\`NODE_ENV=production\`, answers unchecked, log on a file) and the quiet one are beside it,
labelled, for reference. Each answer was captured before the load and autocannon checked every
answer against it. "Ours / peer" in CPU is the peer's CPU per request over ours.

${
  lines.length > 0
    ? `${header(['server', 'request (answer size)', 'req/s', 'p99', 'server CPU per request', 'ours / peer (req/s)', 'ours / peer (CPU per request)', 'invalid runs'])}
${lines.join('\n')}`
    : ''
}

${[...verdicts, ...skipped].join('\n')}`;
}

export function besideSections(cfg: BenchConfig, bench: BesideBench): string {
  return [logSection(cfg, bench), peersSection(cfg, bench)].filter((section) => section !== '').join('\n\n');
}
