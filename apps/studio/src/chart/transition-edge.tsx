/**
 * The arrows, drawn from ELK's routes in the chart's own coordinates (a layer in React Flow's viewport).
 * They do not go through React Flow's edges: those wait for every node's handles to be measured, and a
 * load whose first measurement came before the stylesheet drew no arrow at all until reloaded.
 */
import { ViewportPortal } from '@xyflow/react';
import { useCodeNames } from '../app/code-names.ts';
import { changeTitle } from './change-title.ts';
import type { LaidOutEdge } from './layout.ts';

const LIVE = '#7a1f5c';
const IDLE = '#5b6170';

function Arrow({ edge, live }: { edge: LaidOutEdge; live: boolean }) {
  const [first, ...rest] = edge.points;
  if (!first) return null;
  const d = `M ${first.x} ${first.y} ${rest.map((p) => `L ${p.x} ${p.y}`).join(' ')}`;
  const { change } = edge.transition;
  const classes = ['react-flow__edge-path', live ? 'edge-live' : 'edge', change ? `edge-${change}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <path
      d={d}
      fill="none"
      markerEnd={`url(#arrow-${live ? 'live' : 'idle'})`}
      className={classes}
      data-edge={`${edge.source} → ${edge.target}`}
      data-change={change}
    />
  );
}

function Label({ edge, live }: { edge: LaidOutEdge; live: boolean }) {
  const codeNames = useCodeNames();
  const { change, was, label, code } = edge.transition;
  const lines = codeNames ? (edge.codeLines ?? [code ?? label]) : (edge.lines ?? [label]);
  return (
    <div
      className={[
        live ? 'edge-label edge-label-live' : 'edge-label',
        codeNames ? '' : 'edge-label-words',
        change ? `edge-label-${change}` : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-change={change}
      style={{ transform: `translate(${edge.label.x}px, ${edge.label.y}px)` }}
      title={change ? changeTitle(change, was) : codeNames ? label : code}
    >
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, in order
        <span key={i}>{line}</span>
      ))}
    </div>
  );
}

export function TransitionLayer({
  edges,
  active,
}: {
  edges: readonly LaidOutEdge[];
  active: ReadonlySet<string>;
}) {
  const liveOf = (edge: LaidOutEdge) => active.has(edge.source) && edge.transition.change !== 'removed';
  return (
    <ViewportPortal>
      <svg className="transition-layer" aria-hidden="true" width="1" height="1">
        <defs>
          {(['live', 'idle'] as const).map((kind) => (
            <marker
              key={kind}
              id={`arrow-${kind}`}
              viewBox="-10 -10 20 20"
              markerWidth="12.5"
              markerHeight="12.5"
              orient="auto-start-reverse"
              refX="0"
              refY="0"
            >
              <polyline
                points="-5,-4 0,0 -5,4 -5,-4"
                fill={kind === 'live' ? LIVE : IDLE}
                stroke={kind === 'live' ? LIVE : IDLE}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </marker>
          ))}
        </defs>
        {edges.map((edge) => (
          <Arrow key={edge.id} edge={edge} live={liveOf(edge)} />
        ))}
      </svg>
      {edges.map((edge) => (
        <Label key={edge.id} edge={edge} live={liveOf(edge)} />
      ))}
    </ViewportPortal>
  );
}
