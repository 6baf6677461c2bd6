import { BaseEdge, type Edge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';
import type { LaidOutEdge } from './layout.ts';

type TransitionEdgeData = LaidOutEdge & { live: boolean };
export type TransitionFlowEdge = Edge<TransitionEdgeData, 'transition'>;

export function TransitionEdge({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  if (!data) return null;
  const [first, ...rest] = data.points;
  if (!first) return null;
  const path = `M ${first.x} ${first.y} ${rest.map((p) => `L ${p.x} ${p.y}`).join(' ')}`;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} className={data.live ? 'edge-live' : 'edge'} />
      <EdgeLabelRenderer>
        <div
          className={data.live ? 'edge-label edge-label-live' : 'edge-label'}
          style={{ transform: `translate(${data.label.x}px, ${data.label.y}px)` }}
        >
          {data.transition.label}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}
