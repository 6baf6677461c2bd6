import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { useCodeNames } from '../app/code-names.ts';
import { hrefOf } from '../app/route.ts';
import { chartFor } from '../model/charts.ts';
import { changeTitle } from './change-title.ts';
import { type LaidOutState, stateWordLines, wrapDescription, wrapText } from './layout.ts';

type StateNodeData = LaidOutState & {
  active: boolean;
  selected: boolean;
  /** 'screen' when a recorded screen exists, 'unreached' when a recording exists but reached it not. */
  screen?: 'screen' | 'unreached';
  /** From the walk played in the app: null when seen there, else why it is not reachable from the app. */
  inApp?: string | null;
};

export type StateFlowNode = Node<StateNodeData, 'state'>;

const hidden = { opacity: 0, pointerEvents: 'none' } as const;

export function StateNode({ data }: NodeProps<StateFlowNode>) {
  const { state, internal, active, selected, screen, region, initial, inApp } = data;
  const codeNames = useCodeNames();
  const className = [
    'state',
    `state-${state.type}`,
    state.children.length > 0 ? 'state-compound' : '',
    region ? 'state-region' : '',
    active ? 'is-active' : '',
    selected ? 'is-selected' : '',
    screen === 'unreached' ? 'is-unreached' : '',
    state.change ? `is-${state.change}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      data-state={state.path}
      data-initial={initial ? 'true' : undefined}
      data-change={state.change}
      title={state.change ? changeTitle(state.change, state.was) : undefined}
      aria-current={active ? 'true' : undefined}
      style={{ width: data.width, height: data.height }}
    >
      <Handle type="target" position={Position.Top} style={hidden} isConnectable={false} />
      <div className="state-head">
        {initial ? (
          <span className="initial-marker" role="img" aria-label="starts here" title="Starts here">
            ●→
          </span>
        ) : null}
        <span className="state-key">{state.key}</span>
        {state.type === 'parallel' ? <span className="badge">parallel</span> : null}
        {region ? <span className="badge">region</span> : null}
        {state.type === 'final' ? <span className="badge">final</span> : null}
        {state.change ? <span className={`badge badge-${state.change}`}>{state.change}</span> : null}
        {screen === 'screen' ? <span className="badge badge-screen">screen</span> : null}
        {inApp === null ? <span className="badge badge-screen">seen in the app</span> : null}
        {typeof inApp === 'string' ? (
          <span className="badge badge-gap" title={inApp}>
            not reachable from the app
          </span>
        ) : null}
        {inApp === undefined && screen === 'unreached' ? (
          <span className="badge badge-gap">no test</span>
        ) : null}
      </div>
      {state.description ? (
        <p className="state-description">
          {wrapDescription(state.description).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      ) : null}
      {codeNames ? (
        <ul className="state-lines">
          {state.entry?.length ? <li className="entry">entry / {state.entry.join(', ')}</li> : null}
          {state.exit?.length ? <li className="exit">exit / {state.exit.join(', ')}</li> : null}
          {state.invokes.map((inv) => (
            <li key={inv.id}>invoke {inv.src}</li>
          ))}
          {internal.map((t) => (
            <li
              key={`${t.event}-${t.label}-${t.change ?? ''}`}
              data-change={t.change}
              title={t.change ? changeTitle(t.change, t.was) : undefined}
            >
              {t.code ?? t.label}
            </li>
          ))}
          {state.tags.length ? <li className="tags">tags: {state.tags.join(', ')}</li> : null}
        </ul>
      ) : (
        <ul className="state-lines state-words">
          {state.invokes.map((inv) => {
            // A flow it runs opens from here: its chart, with the way back in the browser's history.
            const child = chartFor(inv.src);
            return child ? (
              <li key={inv.id} className="runs">
                <a href={hrefOf(child.id)} className="nopan" title={child.summary}>
                  Runs the {child.id} flow →
                </a>
              </li>
            ) : null;
          })}
          {stateWordLines({ ...state, transitions: [], invokes: [] }).map((lines) => (
            <li key={lines.join(' ')}>
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </li>
          ))}
          {internal.map((t) => (
            <li
              key={`${t.event}-${t.label}-${t.change ?? ''}`}
              data-change={t.change}
              title={t.change ? changeTitle(t.change, t.was) : t.code}
            >
              {wrapText([t.label, ...(t.messages ?? []).map((m) => `“${m}”`)].join(' '), 34).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </li>
          ))}
        </ul>
      )}
      <Handle type="source" position={Position.Bottom} style={hidden} isConnectable={false} />
    </div>
  );
}
