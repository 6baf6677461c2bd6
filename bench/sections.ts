/**
 * Which parts of `npm run bench` run: all by default; `npm run bench -- --only api,log,peers` (or
 * `BENCH_ONLY=log,peers`) runs only those, and writes its report to BENCH_OUT or
 * /tmp/lwl-bench-only.md, so that docs/bench.md always comes from one whole run.
 */
const SECTIONS = ['build', 'api', 'datafile', 'log', 'peers', 'lighthouse', 'means', 'taps'] as const;
export type Section = (typeof SECTIONS)[number];

function parseOnly(argv: readonly string[], env: string | undefined): Set<Section> | null {
  const at = argv.indexOf('--only');
  const raw = at === -1 ? (argv.find((arg) => arg.startsWith('--only='))?.slice(7) ?? env) : argv[at + 1];
  if (raw === undefined || raw.trim() === '') return null;
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`--only: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  return new Set(names as Section[]);
}

export const only = parseOnly(process.argv, process.env.BENCH_ONLY);
export const wants = (section: Section): boolean => only === null || only.has(section);
