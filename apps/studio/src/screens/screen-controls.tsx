/** The pieces the screen panel and the storyboard both show: the flow picker and the staleness note. */
import type { AnyStateMachine } from 'xstate';
import type { ChartScreens } from './screens.ts';
import { isStale } from './state-screens.ts';

/** Which flow's screens a shared machine (the checkout, the resource loader) shows. */
export function FlowPicker(props: {
  flows: readonly string[];
  flow: string | undefined;
  onFlow: (flow: string) => void;
  className?: string;
}) {
  if (props.flows.length < 2) return null;
  return (
    <label className={props.className ? `field ${props.className}` : 'field'}>
      Flow
      <select value={props.flow ?? props.flows[0]} onChange={(e) => props.onFlow(e.target.value)}>
        {props.flows.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Says when a machine's states changed after its screens were taken, and how to re-take them. */
export function StaleNote(props: { screens: ChartScreens | undefined; machine: AnyStateMachine }) {
  if (!isStale(props.screens, props.machine)) return null;
  return (
    <p className="gap" role="status">
      The states changed since these screens were taken: <code>npm run studio:screens</code> re-takes them.
    </p>
  );
}
