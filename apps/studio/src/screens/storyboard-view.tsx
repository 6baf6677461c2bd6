/** `#/storyboard/{machine id}`: a flow's screens in path order, each with its state and description. */
import { useMemo, useState } from 'react';
import { useCodeNames } from '../app/code-names.ts';
import { hrefOf, type Route } from '../app/route.ts';
import { inputChoices } from '../guide/input-choices.ts';
import type { ChartEntry } from '../model/charts.ts';
import { decodePath, type GuardSwitches } from '../simulation/simulate.ts';
import { FlowPicker, StaleNote } from './screen-controls.tsx';
import { ScreenImage } from './screen-image.tsx';
import { useScreens } from './screens.ts';
import { descriptionOf, flowsOf, screensOf } from './state-screens.ts';
import { storyboard } from './storyboard.ts';

function walkedFrom(route: Route, starts: readonly { payload: unknown }[]) {
  const path = route.params.get('path');
  if (!path) return undefined;
  try {
    const input = route.params.has('input')
      ? JSON.parse(route.params.get('input') ?? '{}')
      : starts[Number(route.params.get('start') ?? 0)]?.payload;
    const switches = JSON.parse(route.params.get('guards') ?? '{}') as GuardSwitches;
    return { steps: decodePath(path), input, switches };
  } catch {
    return undefined;
  }
}

export default function StoryboardView({ chart, route }: { chart: ChartEntry; route: Route }) {
  const starts = useMemo(() => inputChoices(chart.id), [chart]);
  const board = useMemo(
    () => storyboard(chart.id, chart.machine, starts, walkedFrom(route, starts)),
    [chart, route, starts],
  );
  const manifest = useScreens();
  const chartScreens = manifest?.charts[chart.id];
  const flows = flowsOf(chartScreens);
  const [flow, setFlow] = useState<string | undefined>(flows[0]);
  const files = screensOf(chartScreens, flow ?? flows[0]);
  const back = hrefOf(chart.id, Object.fromEntries(route.params));
  const codeNames = useCodeNames();

  const card = (path: string, index: number | undefined, via: string) => {
    const file = files[path];
    const description = descriptionOf(chart.machine, path);
    return (
      <li key={`${index ?? 'other'}-${path}`} className="story-card" data-story-state={path}>
        {file ? (
          <ScreenImage
            src={`screens/${file}`}
            alt={`The app in state ${path}`}
            title={description ?? path}
            lazy
          />
        ) : (
          <p className="gap story-missing">No screen recorded</p>
        )}
        <h3>
          {index === undefined ? '' : `${index + 1}. `}
          {description ?? path}
        </h3>
        {via ? <p className="story-via">{via}</p> : null}
        {codeNames ? <code className="code-name">{path}</code> : null}
      </li>
    );
  };

  return (
    <section className="storyboard" aria-labelledby="storyboard-title">
      <div className="machine-head">
        <h1 id="storyboard-title">Storyboard: {chart.id}</h1>
        <p className="meta">
          {board.source === 'walked'
            ? 'The path walked in the simulation, one screen per state it went through.'
            : 'The main path (to the state farthest from the start that is not a setback), then every other state.'}{' '}
          <a href={back}>Back to the chart</a>
        </p>
        <FlowPicker flows={flows} flow={flow} onFlow={setFlow} className="story-flow" />
        <StaleNote screens={chartScreens} machine={chart.machine} />
      </div>
      <ol className="story" aria-label="Path">
        {board.frames.map((frame, index) => card(frame.path, index, frame.via))}
      </ol>
      {board.others.length ? (
        <>
          <h2>Other states</h2>
          <ul className="story" aria-label="Other states">
            {board.others.map((path) => card(path, undefined, ''))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
