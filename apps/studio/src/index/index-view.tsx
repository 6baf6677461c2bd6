import { useState } from 'react';
import { useCodeNames } from '../app/code-names.ts';
import { hrefOf } from '../app/route.ts';
import { RevisionName } from '../compare/revision-name.tsx';
import { useCompare } from '../compare/summary.ts';
import { allStates, chartModel } from '../model/chart-model.ts';
import { type ChartEntry, charts } from '../model/charts.ts';

type StateLine = { path: string; description: string; messages: string[] };
const stateLines = new WeakMap<ChartEntry, StateLine[]>();

/** Every state of a chart with its one-line description, in the machine's order. */
function statesOf(chart: ChartEntry): StateLine[] {
  let lines = stateLines.get(chart);
  if (!lines) {
    lines = allStates(chartModel(chart.machine))
      .slice(1)
      .map((state) => ({
        path: state.path,
        description: state.description ?? '',
        messages: state.transitions.flatMap((t) => t.messages ?? []),
      }));
    stateLines.set(chart, lines);
  }
  return lines;
}

function matches(chart: ChartEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    chart.id,
    chart.exportName,
    chart.summary,
    chart.description,
    ...chart.instances.map((i) => i.id),
    ...statesOf(chart).flatMap((s) => [s.path, s.description, ...s.messages]),
  ].some((text) => text.toLowerCase().includes(q));
}

/** The messages of a chart that a search names, with the state she reads them in. */
function messagesFound(chart: ChartEntry, query: string): Array<{ message: string; state: StateLine }> {
  const q = query.trim().toLowerCase();
  if (q.length < 3) return [];
  const found = new Map<string, { message: string; state: StateLine }>();
  for (const state of statesOf(chart))
    for (const message of state.messages)
      if (message.toLowerCase().includes(q) && !found.has(message)) found.set(message, { message, state });
  return [...found.values()];
}

function ChartLinks({ ids }: { ids: readonly string[] }) {
  return (
    <>
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 ? ', ' : ''}
          <a href={hrefOf(id)}>{id}</a>
        </span>
      ))}
    </>
  );
}

export function IndexView() {
  const [query, setQuery] = useState('');
  const codeNames = useCodeNames();
  const shown = charts.filter((chart) => matches(chart, query));
  const compare = useCompare();
  const changeOf = (id: string) => {
    const change = compare?.charts[id]?.change;
    return change && change !== 'same' ? change : undefined;
  };
  const removed = compare
    ? Object.keys(compare.charts).filter((id) => compare.charts[id]?.change === 'removed')
    : [];
  const changed = charts.filter((chart) => changeOf(chart.id));
  return (
    <section className="index">
      <h1>Machines</h1>
      <p className="lead">
        Every flow of the app as a statechart: open one to walk it event by event, or open{' '}
        <a href="#/live">Live</a> to follow the running app.
      </p>
      <label className="search">
        Search machines
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {compare ? (
        <p className="change-summary" data-compare={compare.revision ?? ''}>
          Compared with <RevisionName revision={compare.revision} commit={compare.commit} />:{' '}
          {changed.length === 0
            ? 'no machine changed'
            : `${changed.length} of ${charts.length} machines changed: ${changed.map((c) => c.id).join(', ')}`}
          {removed.length > 0 ? `; removed since: ${removed.join(', ')}` : ''}.
        </p>
      ) : null}
      <p aria-live="polite" className="count">
        {shown.length} of {charts.length} machines
      </p>
      <ul className="cards">
        {shown.map((chart) => (
          <li key={chart.id} className="card" data-change={changeOf(chart.id)}>
            <h2>
              <a href={hrefOf(chart.id)}>{chart.id}</a>
              {changeOf(chart.id) ? (
                <span className={`badge badge-${changeOf(chart.id)}`}>{changeOf(chart.id)}</span>
              ) : null}
            </h2>
            <p className="meta">
              {codeNames ? (
                <>
                  <code>{chart.exportName}</code> ·{' '}
                </>
              ) : null}
              {chart.stateCount} states
            </p>
            {chart.summary ? <p>{chart.summary}</p> : null}
            {messagesFound(chart, query).map(({ message, state }) => (
              <p key={message} className="found-message">
                “{message}”: she reads it in{' '}
                <a href={hrefOf(chart.id, { state: state.path })}>{state.description}</a>
              </p>
            ))}
            {codeNames && chart.description ? <p className="doc">{chart.description}</p> : null}
            <details className="card-states">
              <summary>What each state means</summary>
              <dl>
                {statesOf(chart).map((state) => (
                  <div key={state.path}>
                    <dt>{state.path.split('.').join(' › ')}</dt>
                    <dd>{state.description}</dd>
                  </div>
                ))}
              </dl>
            </details>
            {chart.instances.length > 0 ? (
              <p className="relations">
                Shared by {chart.instances.length} exports: {chart.instances.map((i) => i.id).join(', ')}
              </p>
            ) : null}
            {chart.invokedBy.length > 0 ? (
              <p className="relations">
                Invoked by <ChartLinks ids={chart.invokedBy} />
              </p>
            ) : null}
            {chart.invokes.length > 0 ? (
              <p className="relations">
                Invokes <ChartLinks ids={[...new Set(chart.invokes.map((i) => i.chartId))]} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
