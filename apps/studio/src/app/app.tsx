import { lazy, Suspense } from 'react';
import { loadLayout } from '../chart/load-layout.ts';
import { IndexView } from '../index/index-view.tsx';
import { chartFor } from '../model/charts.ts';
import { setCodeNames, useCodeNames } from './code-names.ts';
import { parseHash, useHash } from './route.ts';

// Each view loads on its own: the index carries no chart library, the chart no live connection.
const MachineView = lazy(() => import('../chart/machine-view.tsx'));
const LiveView = lazy(() => import('../live/live-view.tsx'));
const StoryboardView = lazy(() => import('../screens/storyboard-view.tsx'));

const STORYBOARD = 'storyboard/';

export function App() {
  const route = parseHash(useHash());
  const codeNames = useCodeNames();
  const storyboard = route.view.startsWith(STORYBOARD);
  const chartId = storyboard ? route.view.slice(STORYBOARD.length) : route.view;
  const chart = chartId && chartId !== 'live' ? chartFor(chartId) : undefined;
  // Fetch the layout while the chart's code loads.
  if (chart && !storyboard) loadLayout(chart.id).catch(() => undefined);
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
        <button
          type="button"
          className="code-names"
          aria-pressed={codeNames}
          onClick={() => setCodeNames(!codeNames)}
        >
          Code names
        </button>
      </header>
      <main>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {route.view === '' ? (
            <IndexView />
          ) : route.view === 'live' ? (
            <LiveView />
          ) : chart && storyboard ? (
            <StoryboardView key={chart.id} chart={chart} route={route} />
          ) : chart ? (
            <MachineView key={chart.id} chart={chart} route={route} />
          ) : (
            <p role="alert">
              No machine has the id “{chartId}”. <a href="#/">All machines</a>
            </p>
          )}
        </Suspense>
      </main>
    </>
  );
}
