/**
 * The chart: ELK's layout drawn with React Flow. Active states carry aria-current="true"; arrows
 * leaving an active state are highlighted (those are the transitions the next event may take).
 */
import '@xyflow/react/dist/base.css';
import { Background, Controls, MarkerType, ReactFlow } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import type { Layout } from './layout.ts';
import { loadLayout } from './load-layout.ts';
import { type StateFlowNode, StateNode } from './state-node.tsx';
import { TransitionEdge, type TransitionFlowEdge } from './transition-edge.tsx';

const nodeTypes = { state: StateNode };
const edgeTypes = { transition: TransitionEdge };

export interface ChartProps {
  /** The chart's id (its layout is looked up by it). */
  chartId: string;
  active: ReadonlySet<string>;
  selected?: string | undefined;
  onSelect?: (path: string) => void;
  /** Paths with a recorded screen; undefined when no recording exists for this chart. */
  screens?: ReadonlySet<string> | undefined;
}

export function Chart({ chartId, active, selected, onSelect, screens }: ChartProps) {
  const [layout, setLayout] = useState<Layout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadLayout(chartId).then(
      (result) => current && setLayout(result),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [chartId]);

  const nodes = useMemo<StateFlowNode[]>(
    () =>
      (layout?.states ?? []).map((s) => ({
        id: s.state.path,
        type: 'state',
        position: { x: s.x, y: s.y },
        ...(s.parent ? { parentId: s.parent } : {}),
        width: s.width,
        height: s.height,
        draggable: false,
        connectable: false,
        data: {
          ...s,
          active: active.has(s.state.path),
          selected: selected === s.state.path,
          ...(screens ? { screen: screens.has(s.state.path) ? 'screen' : 'unreached' } : {}),
        },
      })),
    [layout, active, selected, screens],
  );
  const edges = useMemo<TransitionFlowEdge[]>(
    () =>
      (layout?.edges ?? []).map((e) => {
        const live = active.has(e.source);
        return {
          id: e.id,
          source: e.source,
          target: e.target,
          type: 'transition',
          zIndex: 1000,
          markerEnd: { type: MarkerType.ArrowClosed, color: live ? '#7a1f5c' : '#5b6170' },
          data: { ...e, live },
        };
      }),
    [layout, active],
  );

  if (failure) return <p role="alert">The chart could not be laid out: {failure}</p>;
  if (!layout) return <p className="loading">Laying out the chart…</p>;
  return (
    <div className="chart" data-testid="chart">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        fitView
        fitViewOptions={{ padding: 0.12 }}
        minZoom={0.2}
        nodesDraggable={false}
        nodesConnectable={false}
        onNodeClick={(_, node) => onSelect?.(node.id)}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
