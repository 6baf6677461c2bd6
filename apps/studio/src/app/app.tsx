import { lazy, Suspense } from 'react';
import { loadLayout } from '../chart/load-layout.ts';
import { IndexView } from '../index/index-view.tsx';
import { chartFor } from '../model/charts.ts';
import { parseHash, useHash } from './route.ts';

// Each view loads on its own: the index carries no chart library, the chart no live connection.
const MachineView = lazy(() => import('../chart/machine-view.tsx'));
const LiveView = lazy(() => import('../live/live-view.tsx'));

export function App() {
  const route = parseHash(useHash());
  const chart = route.view && route.view !== 'live' ? chartFor(route.view) : undefined;
  // Fetch the layout while the chart's code loads.
  if (chart) loadLayout(chart.id).catch(() => undefined);
  return (
    <>
      <header className="top">
        <a href="#/" className="brand">
          Flow Studio
        </a>
        <nav aria-label="Studio">
          <a href="#/">Machines</a>
          <a href="#/live">Live</a>
        </nav>
      </header>
      <main>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {route.view === '' ? (
            <IndexView />
          ) : route.view === 'live' ? (
            <LiveView />
          ) : chart ? (
            <MachineView key={chart.id} chart={chart} route={route} />
          ) : (
            <p role="alert">
              No machine has the id “{route.view}”. <a href="#/">All machines</a>
            </p>
          )}
        </Suspense>
      </main>
    </>
  );
}
