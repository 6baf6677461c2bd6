/** The dev panel's Drift section: where the backend behind the mock's proxy departs from the contract. */
import { useMachine } from '@xstate/react';
import { actorOptions } from '../lib/inspect.ts';
import { driftMachine } from './drift-machine.ts';

export function DriftSection() {
  const [snapshot, send] = useMachine(driftMachine, actorOptions());
  const { report, error } = snapshot.context;
  const busy = !snapshot.matches('ready');
  return (
    <section aria-labelledby="dev-drift-title">
      <h2 id="dev-drift-title">Drift</h2>
      {error ? <p className="dev-panel-error">{error}</p> : null}
      {report?.upstream ? (
        <p>
          Proxying to {report.upstream}
          {report.fallback ? ' (the mock answers what it lacks)' : ''}: {report.totals.calls} calls,{' '}
          {report.totals.drifts} drifts, {report.totals.fallbacks} answered by the mock.
        </p>
      ) : (
        <p>Not proxying: the mock answers every call (start it with MOCK_UPSTREAM=URL).</p>
      )}
      <button type="button" onClick={() => send({ type: 'refresh' })} disabled={busy}>
        Refresh drift
      </button>{' '}
      <button type="button" onClick={() => send({ type: 'clear' })} disabled={busy || !report?.drifts.length}>
        Clear drift
      </button>
      {report && report.drifts.length > 0 ? (
        <ul>
          {report.drifts
            .slice()
            .reverse()
            .map((drift) => (
              <li key={`${drift.at} ${drift.operation} ${drift.side} ${drift.path}`}>
                <strong>{drift.operation}</strong> {drift.side}
                {drift.status === null ? '' : ` ${drift.status}`}: <code>{drift.path}</code> expected{' '}
                {drift.expected}, received <code>{drift.received}</code>
              </li>
            ))}
        </ul>
      ) : report?.upstream ? (
        <p>No drift recorded.</p>
      ) : null}
    </section>
  );
}
