import { type Edge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';
import { useCodeNames } from '../app/code-names.ts';
import { changeTitle } from './change-title.ts';
import type { LaidOutEdge } from './layout.ts';

type TransitionEdgeData = LaidOutEdge & { live: boolean };
export type TransitionFlowEdge = Edge<TransitionEdgeData, 'transition'>;

export function TransitionEdge({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  const codeNames = useCodeNames();
  if (!data) return null;
  const [first, ...rest] = data.points;
  if (!first) return null;
  const path = `M ${first.x} ${first.y} ${rest.map((p) => `L ${p.x} ${p.y}`).join(' ')}`;
  const { change, was, label, code } = data.transition;
  const lines = codeNames ? (data.codeLines ?? [code ?? label]) : (data.lines ?? [label]);
  const classes = [data.live ? 'edge-live' : 'edge', change ? `edge-${change}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <path
        id={id}
        d={path}
        fill="none"
        markerEnd={markerEnd}
        className={`react-flow__edge-path ${classes}`}
        data-edge={`${data.source} → ${data.target}`}
        data-change={change}
      />
      <EdgeLabelRenderer>
        <div
          className={[
            data.live ? 'edge-label edge-label-live' : 'edge-label',
            codeNames ? '' : 'edge-label-words',
            change ? `edge-label-${change}` : '',
          ]
            .filter(Boolean)
            .join(' ')}
          data-change={change}
          style={{ transform: `translate(${data.label.x}px, ${data.label.y}px)` }}
          title={change ? changeTitle(change, was) : codeNames ? label : code}
        >
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, in order
            <span key={i}>{line}</span>
          ))}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}
