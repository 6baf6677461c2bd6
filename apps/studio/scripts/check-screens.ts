/**
 * `npm run studio:screens:check`: per chart, which user-visible states have a committed screen
 * (apps/studio/screens) and which are missing, the total, and the charts whose states changed since
 * their screens were taken. Exits 1 under 90 % or when a chart's screens are stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineCatalog } from '@lwl/machines/catalog';
import { chartCoverage, totalCoverage } from '../src/screens/coverage.ts';
import { statesFingerprint } from '../src/screens/fingerprint.ts';
import { NOT_VISIBLE } from '../src/screens/not-visible.ts';
import type { ScreensManifest } from '../src/screens/screens.ts';

const MINIMUM = 90;
const file = join(import.meta.dirname, '..', 'screens', 'manifest.json');
const manifest: ScreensManifest = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as ScreensManifest)
  : { commit: null, recordedAt: null, charts: {} };

const charts = new Map(
  machineCatalog().map((entry) => [entry.chart.machine.id as string, entry.chart.machine]),
);
const rows = [...charts].map(([id, machine]) => chartCoverage(id, machine, manifest));
const stale = [...charts].filter(
  ([id, machine]) => manifest.charts[id] && manifest.charts[id].fingerprint !== statesFingerprint(machine),
);

console.log(
  `Screens taken at ${manifest.commit?.slice(0, 10) ?? '(none)'} (${manifest.recordedAt ?? 'never'})\n`,
);
for (const row of rows) {
  const mark = row.missing.length === 0 ? 'ok  ' : 'gap ';
  console.log(`${mark}${row.id.padEnd(20)} ${row.covered.length}/${row.visible.length}`);
  if (row.missing.length) console.log(`      missing: ${row.missing.join(', ')}`);
  const flows = manifest.charts[row.id]?.flows;
  if (flows) {
    for (const [flow, states] of Object.entries(flows))
      console.log(`      ${flow}: ${Object.keys(states).length} screens`);
  }
}
const hidden = Object.values(NOT_VISIBLE).reduce((sum, states) => sum + Object.keys(states).length, 0);
const total = totalCoverage(rows);
console.log(
  `\n${total.covered} of ${total.visible} user-visible states have a screen: ${total.percent.toFixed(1)} % (minimum ${MINIMUM} %; ${hidden} states not user-visible, listed in src/screens/not-visible.ts)`,
);
for (const [id] of stale) {
  const specs = manifest.charts[id]?.specs.join(' ') ?? '';
  console.log(
    `stale: ${id}'s states changed since its screens were taken: npm run studio:screens -- ${specs}`,
  );
}
process.exit(total.percent >= MINIMUM && stale.length === 0 ? 0 : 1);
