/** The screen of a state, beside the chart: the selected state's, else the one the simulation is in. */
import type { AnyStateMachine } from 'xstate';
import { hrefOf } from '../app/route.ts';
import { leafStates } from '../screens/fingerprint.ts';
import { FlowPicker, StaleNote } from '../screens/screen-controls.tsx';
import { ScreenImage } from '../screens/screen-image.tsx';
import type { ChartScreens } from '../screens/screens.ts';
import { descriptionOf, flowsOf, screensOf } from '../screens/state-screens.ts';

export interface ScreenPanelProps {
  chartId: string;
  machine: AnyStateMachine;
  selected: string | undefined;
  onSelect: (path: string) => void;
  /** The simulation's current states without children, shown when nothing is selected. */
  current: readonly string[];
  screens: ChartScreens | undefined;
  commit: string | null | undefined;
  flow: string | undefined;
  onFlow: (flow: string) => void;
  /** The storyboard's address for the path walked so far. */
  storyboardParams: Record<string, string>;
}

export function ScreenPanel(props: ScreenPanelProps) {
  const { chartId, machine, selected, onSelect, current, screens, flow } = props;
  const files = screensOf(screens, flow);
  const states = leafStates(machine);
  const shown = selected ?? current.find((path) => files[path]) ?? current[0];
  // A compound state shows as the first of its states that has a screen.
  const file = shown
    ? (files[shown] ?? Object.entries(files).find(([path]) => path.startsWith(`${shown}.`))?.[1])
    : undefined;
  const description = shown ? descriptionOf(machine, shown) : undefined;
  const flows = flowsOf(screens);
  return (
    <section aria-labelledby="screen-title" className="screen-panel">
      <div className="screen-head">
        <h2 id="screen-title">Screen</h2>
        <a href={hrefOf(`storyboard/${chartId}`, props.storyboardParams)}>Storyboard</a>
      </div>
      {file && shown ? (
        <figure>
          <ScreenImage
            src={`screens/${file}`}
            alt={`The app in state ${shown}`}
            title={description ?? shown}
          />
          <figcaption>
            {description ?? shown}
            {selected ? '' : ' (where the simulation is)'}
          </figcaption>
        </figure>
      ) : shown ? (
        <p className="gap" role="status">
          No screen of <code>{shown}</code> was recorded.
        </p>
      ) : null}
      <div className="row screen-pick">
        <label className="field">
          State
          <select value={selected ?? ''} onChange={(e) => onSelect(e.target.value)}>
            <option value="">(follow the simulation)</option>
            {states.map((path) => (
              <option key={path} value={path}>
                {path}
                {files[path] ? '' : ' (no screen)'}
              </option>
            ))}
          </select>
        </label>
        <FlowPicker flows={flows} flow={flow} onFlow={props.onFlow} />
      </div>
      {!screens ? (
        <p className="hint">No screens recorded for this machine.</p>
      ) : (
        <p className="hint">
          {states.filter((path) => files[path]).length} of {states.length} states have a screen
          {props.commit ? `, taken at ${props.commit.slice(0, 10)}` : ''}.
        </p>
      )}
      <StaleNote screens={screens} machine={machine} />
    </section>
  );
}
