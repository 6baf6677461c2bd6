/** Which user-visible states of each chart have a recorded screen (the coverage script and its test). */
import type { AnyStateMachine } from 'xstate';
import { leafStates } from './fingerprint.ts';
import { NOT_VISIBLE } from './not-visible.ts';
import type { ScreensManifest } from './screens.ts';

export interface ChartCoverage {
  id: string;
  visible: string[];
  covered: string[];
  missing: string[];
}

export function chartCoverage(
  id: string,
  machine: AnyStateMachine,
  manifest: ScreensManifest,
): ChartCoverage {
  const hidden = NOT_VISIBLE[id] ?? {};
  const visible = leafStates(machine).filter((path) => !(path in hidden));
  const files = manifest.charts[id]?.states ?? {};
  return {
    id,
    visible,
    covered: visible.filter((path) => files[path]),
    missing: visible.filter((path) => !files[path]),
  };
}

export function totalCoverage(charts: ChartCoverage[]): {
  visible: number;
  covered: number;
  percent: number;
} {
  const visible = charts.reduce((sum, c) => sum + c.visible.length, 0);
  const covered = charts.reduce((sum, c) => sum + c.covered.length, 0);
  return { visible, covered, percent: visible === 0 ? 100 : (100 * covered) / visible };
}
