/**
 * `#/live`: the actors of a running app (web in development, opened with `?inspect`), each with its
 * current state; selecting one shows its chart with the live state highlighted.
 */
import { useMemo, useState } from 'react';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { Chart } from '../chart/chart.tsx';
import { type ChartEntry, chartFor } from '../model/charts.ts';
import { activePaths } from '../simulation/simulate.ts';
import type { LiveActor } from './protocol.ts';
import { useLiveActors } from './use-live-actors.ts';

function livePaths(chart: ChartEntry, value: unknown): Set<string> {
  try {
    const snapshot = chart.machine.resolveState({
      value: value as StateValue,
      context: {},
    }) as AnyMachineSnapshot;
    return new Set(activePaths(snapshot));
  } catch {
    return new Set();
  }
}

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function LiveChart({ actor, chart }: { actor: LiveActor; chart: ChartEntry }) {
  const active = useMemo(() => livePaths(chart, actor.value), [chart, actor.value]);
  return (
    <div className="live-chart">
      <h2>
        {actor.machineId} <span className="meta">({actor.sessionId})</span>
      </h2>
      <p className="meta">
        State: <output aria-label="Live state">{valueText(actor.value)}</output> · last event:{' '}
        <code>{actor.lastEvent ?? '—'}</code> · {actor.status}
      </p>
      <Chart chartId={chart.id} active={active} />
    </div>
  );
}

export default function LiveView() {
  const { actors, connection } = useLiveActors();
  const [selected, setSelected] = useState<string | null>(null);
  // Actors that never reported a snapshot (created, never started) have nothing to show.
  const charted = actors.filter((a) => a.machineId && a.value !== undefined && chartFor(a.machineId));
  const current =
    charted.find((a) => a.sessionId === selected) ??
    [...charted].reverse().find((a) => a.status === 'active' && !a.parentId);
  const currentChart = current?.machineId ? chartFor(current.machineId) : undefined;
  return (
    <section className="live">
      <h1>Live</h1>
      {connection === 'unavailable' ? (
        <p role="status">
          Live inspection needs the studio's server: run <code>npm run studio</code> and open it from there.
        </p>
      ) : (
        <p role="status">
          {connection === 'open' ? 'Connected.' : 'Connecting…'} Start the app with <code>npm start</code> and
          open it with <code>?inspect</code> (e.g. http://localhost:5173/forgot-password?inspect).
        </p>
      )}
      <div className="live-body">
        <ul className="actors" aria-label="Live actors">
          {charted.length === 0 ? <li>No actor yet.</li> : null}
          {charted.map((actor) => (
            <li key={actor.sessionId}>
              <button
                type="button"
                aria-pressed={actor.sessionId === current?.sessionId}
                onClick={() => setSelected(actor.sessionId)}
              >
                <strong>{actor.machineId}</strong> <span className="meta">{valueText(actor.value)}</span>{' '}
                <span className="badge">{actor.status}</span>
              </button>
            </li>
          ))}
        </ul>
        {current && currentChart ? <LiveChart actor={current} chart={currentChart} /> : null}
      </div>
    </section>
  );
}
