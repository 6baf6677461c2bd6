/**
 * `#/live`: the actors of a running app (web in development, opened with `?inspect`): who started whom,
 * each one's state and context, its chart following the live state, and every event with its payload.
 */
import { useMemo, useState } from 'react';
import { useCodeNames } from '../app/code-names.ts';
import { JsonTree } from '../app/json-tree.tsx';
import { Chart } from '../chart/chart.tsx';
import { chartFor } from '../model/charts.ts';
import { ActorTree, valueText } from './actor-tree.tsx';
import { EventLog } from './event-log.tsx';
import { liveEventWords, livePaths, liveStateWords } from './live-words.ts';
import type { LiveActor } from './protocol.ts';
import { useLive } from './use-live.ts';

/** The port the web app's inspector connects to unless VITE_STUDIO_PORT says otherwise. */
const DEFAULT_STUDIO_PORT = '4400';

function LiveActorView({ actor, actors }: { actor: LiveActor; actors: readonly LiveActor[] }) {
  const chart = actor.machineId ? chartFor(actor.machineId) : undefined;
  const active = useMemo(
    () => (chart ? livePaths(chart, actor.value) : new Set<string>()),
    [chart, actor.value],
  );
  const parent = actors.find((a) => a.sessionId === actor.parentId);
  const children = actors.filter((a) => a.parentId === actor.sessionId && a.machineId);
  const codeNames = useCodeNames();
  const stateWords = liveStateWords(actor.machineId, actor.value);
  return (
    <div className="live-actor">
      <h2>
        {actor.machineId}
        {chart ? <span className="meta"> · {codeNames ? chart.exportName : chart.summary}</span> : null}
      </h2>
      <p className="meta">
        Now:{' '}
        <output aria-label="Live state">
          {codeNames || !stateWords ? valueText(actor.value) : stateWords}
        </output>{' '}
        · last:{' '}
        {actor.lastEvent === undefined ? (
          '—'
        ) : codeNames ? (
          <code>{actor.lastEvent}</code>
        ) : (
          liveEventWords(actor.machineId, actor.lastEvent)
        )}{' '}
        · {actor.status}
        {parent ? ` · started by ${parent.machineId}` : ''}
        {children.length > 0 ? ` · started ${children.map((c) => c.machineId).join(', ')}` : ''}
      </p>
      <div className="live-actor-body">
        {chart ? (
          <Chart chartId={chart.id} active={active} />
        ) : (
          <p className="hint">No chart for this actor.</p>
        )}
        <section aria-labelledby="live-context-title" className="live-context">
          <h3 id="live-context-title">Context</h3>
          {actor.context === undefined ? (
            <p className="hint">(none reported)</p>
          ) : (
            <JsonTree value={actor.context} />
          )}
        </section>
      </div>
    </div>
  );
}

export default function LiveView() {
  const { actors, log, connection } = useLive();
  const [selected, setSelected] = useState<string | null>(null);
  // Machines that reported a snapshot (one created and never started has nothing to show), and the
  // calls they invoked.
  const machines = actors.filter((a) => a.machineId && a.value !== undefined);
  const machineIds = new Set(machines.map((a) => a.sessionId));
  const shown = actors.filter(
    (a) => machineIds.has(a.sessionId) || (!a.machineId && a.parentId && machineIds.has(a.parentId)),
  );
  const current =
    machines.find((a) => a.sessionId === selected) ??
    [...machines].reverse().find((a) => a.status === 'active' && !a.parentId && chartFor(a.machineId ?? ''));
  const port = window.location.port || DEFAULT_STUDIO_PORT;
  return (
    <section className="live">
      <h1>Live</h1>
      {connection === 'unavailable' ? (
        <p role="status">
          Live inspection needs the studio's server: run <code>npm run studio</code> and open it from there.
        </p>
      ) : (
        <p role="status">
          {connection === 'open' ? 'Connected.' : 'Connecting…'} Open the app with <code>?inspect</code> in
          its address (e.g. http://localhost:5173/forgot-password?inspect).
        </p>
      )}
      <p className="hint">
        The app sends its actors to the studio on port <code>VITE_STUDIO_PORT</code> (default{' '}
        {DEFAULT_STUDIO_PORT}); this studio listens on port {port}
        {port === DEFAULT_STUDIO_PORT ? (
          '.'
        ) : (
          <>
            : start the app with <code>VITE_STUDIO_PORT={port} npm start</code>.
          </>
        )}
      </p>
      <div className="live-body">
        <ActorTree actors={shown} selected={current?.sessionId} onSelect={setSelected} />
        {current ? <LiveActorView actor={current} actors={shown} /> : null}
      </div>
      <EventLog log={log} actors={actors} selected={current?.sessionId} />
    </section>
  );
}
