import { useState } from 'react';
import { hrefOf } from '../app/route.ts';
import { type ChartEntry, charts } from '../model/charts.ts';

function matches(chart: ChartEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [chart.id, chart.exportName, chart.description, ...chart.instances.map((i) => i.id)].some((text) =>
    text.toLowerCase().includes(q),
  );
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
  const shown = charts.filter((chart) => matches(chart, query));
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
      <p aria-live="polite" className="count">
        {shown.length} of {charts.length} machines
      </p>
      <ul className="cards">
        {shown.map((chart) => (
          <li key={chart.id} className="card">
            <h2>
              <a href={hrefOf(chart.id)}>{chart.id}</a>
            </h2>
            <p className="meta">
              <code>{chart.exportName}</code> · {chart.stateCount} states
            </p>
            {chart.description ? <p>{chart.description}</p> : null}
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
