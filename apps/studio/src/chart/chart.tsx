/**
 * The chart: ELK's layout drawn with React Flow. Active states carry aria-current="true"; arrows
 * leaving an active state are highlighted (those are the transitions the next event may take). The
 * view follows the active state: one that moves off screen is centred (the reviewer may turn that off).
 */
import type { InApp } from '../screens/app-coverage.ts';
import '@xyflow/react/dist/base.css';
import {
  Background,
  ControlButton,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  useStore,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { drawnBoxes, extentOf, fitViewport, MIN_ZOOM, READABLE_PX, startBox, stateBox } from './fit.ts';
import type { Layout } from './layout.ts';
import { loadLayout } from './load-layout.ts';
import { type StateFlowNode, StateNode } from './state-node.tsx';
import { TransitionLayer } from './transition-edge.tsx';

const nodeTypes = { state: StateNode };

export interface ChartProps {
  /** The chart's id (its layout is looked up by it). */
  chartId: string;
  active: ReadonlySet<string>;
  selected?: string | undefined;
  onSelect?: (path: string) => void;
  /** Paths with a recorded screen; undefined when no recording exists for this chart. */
  screens?: ReadonlySet<string> | undefined;
  /** The state to open at (a shared link's), instead of the start state. */
  focus?: string | undefined;
  /** State path → seen in the app (null) or why not reachable from it (screens/app-coverage.ts). */
  inApp?: InApp | undefined;
}

/** The deepest active states (a parallel state has several). */
const leavesOf = (active: ReadonlySet<string>) =>
  [...active].filter((path) => ![...active].some((other) => other.startsWith(`${path}.`)));

/**
 * Brings the active states into view whenever they change: when one is (partly) off screen, the view
 * is centred on them at the same zoom. Not on the first drawing, where the whole chart shows.
 */
function FollowActive({ active, enabled }: { active: ReadonlySet<string>; enabled: boolean }) {
  const flow = useReactFlow();
  // Read at the change, not followed: a resize alone moves nothing.
  const size = useRef({ width: 0, height: 0 });
  size.current = { width: useStore((s) => s.width), height: useStore((s) => s.height) };
  const key = leavesOf(active).sort().join('|');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled || key === '') return;
    // After React Flow has measured the nodes of this render.
    const frame = requestAnimationFrame(() => {
      const boxes = key.split('|').flatMap((id) => {
        const node = flow.getInternalNode(id);
        if (!node) return [];
        const { x, y } = node.internals.positionAbsolute;
        return [{ x, y, right: x + (node.measured.width ?? 0), bottom: y + (node.measured.height ?? 0) }];
      });
      if (boxes.length === 0) return;
      const box = {
        x: Math.min(...boxes.map((b) => b.x)),
        y: Math.min(...boxes.map((b) => b.y)),
        right: Math.max(...boxes.map((b) => b.right)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
      };
      const { x, y, zoom } = flow.getViewport();
      const { width, height } = size.current;
      const margin = 24;
      const inView =
        box.x * zoom + x >= margin &&
        box.y * zoom + y >= margin &&
        box.right * zoom + x <= width - margin &&
        box.bottom * zoom + y <= height - margin;
      if (!inView) {
        flow.setCenter((box.x + box.right) / 2, (box.y + box.bottom) / 2, { zoom, duration: 400 });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [key, enabled, flow]);
  return null;
}

/**
 * Fits the chart (states, arrows and their labels) into the view once its size is known, again while
 * the view settles (its size can change as the page lays out) until the reader pans or zooms, and on
 * the Fit button; tells the chart whether all of it is in view.
 */
function FitChart({
  layout,
  onFit,
  moved,
  frame,
  focus,
}: {
  focus?: string | undefined;
  layout: Layout;
  onFit: (whole: boolean) => void;
  moved: { current: boolean };
  /** The chart's box: its size, read from the page, is the view's. */
  frame: { current: HTMLDivElement | null };
}) {
  const flow = useReactFlow();
  const extent = useMemo(() => extentOf(drawnBoxes(layout)), [layout]);
  const start = useMemo(
    () => (focus ? stateBox(layout, focus) : undefined) ?? startBox(layout),
    [layout, focus],
  );
  const fitToView = useCallback(() => {
    const width = frame.current?.clientWidth ?? 0;
    const height = frame.current?.clientHeight ?? 0;
    if (width === 0 || height === 0) return;
    const { x, y, zoom, whole } = fitViewport(extent, { width, height }, start);
    flow.setViewport({ x, y, zoom });
    onFit(whole);
  }, [flow, extent, start, onFit, frame]);
  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      if (!moved.current) fitToView();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [fitToView, moved, frame]);
  return (
    <Controls showInteractive={false} showFitView={false}>
      <ControlButton onClick={fitToView} title="Fit the chart" aria-label="Fit the chart">
        ⤢
      </ControlButton>
    </Controls>
  );
}

export function Chart({ chartId, active, selected, onSelect, screens, focus, inApp }: ChartProps) {
  const [layout, setLayout] = useState<Layout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [follow, setFollow] = useState(true);
  // Unknown until the first fit (the box's size is read from the page).
  const [whole, setWhole] = useState<boolean | null>(null);
  // Set once the reader pans or zooms: the view then stays where they put it.
  const moved = useRef(false);
  const frame = useRef<HTMLDivElement | null>(null);
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
          ...(inApp?.has(s.state.path) ? { inApp: inApp.get(s.state.path) ?? null } : {}),
        },
      })),
    [layout, active, selected, screens, inApp],
  );
  if (failure) return <p role="alert">The chart could not be laid out: {failure}</p>;
  if (!layout) return <p className="loading">Laying out the chart…</p>;
  return (
    <div className="chart-frame">
      <div className="chart-bar">
        <p className="hint" data-testid="chart-fit" data-whole={whole === null ? undefined : String(whole)}>
          {whole === null
            ? 'Fitting the chart to the view…'
            : whole
              ? 'The whole chart is in view.'
              : `Larger than the view at a readable size (text at ${READABLE_PX} px or more): drag to pan, or use the overview in the corner.`}
        </p>
        <label className="follow">
          <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} /> Follow the
          active state
        </label>
      </div>
      {/* A pointer or wheel in the chart: the reader moves the view from here on. */}
      <div
        ref={frame}
        className="chart"
        data-testid="chart"
        onPointerDown={() => {
          moved.current = true;
        }}
        onWheel={() => {
          moved.current = true;
        }}
      >
        <ReactFlow
          nodes={nodes}
          nodeTypes={nodeTypes}
          minZoom={MIN_ZOOM}
          maxZoom={2}
          nodesDraggable={false}
          nodesConnectable={false}
          onNodeClick={(_, node) => onSelect?.(node.id)}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={24} />
          <TransitionLayer edges={layout.edges} active={active} />
          <FitChart layout={layout} onFit={setWhole} moved={moved} frame={frame} focus={focus} />
          {whole !== false ? null : (
            <MiniMap pannable ariaLabel="Overview of the chart" style={{ width: 140, height: 100 }} />
          )}
          <FollowActive active={active} enabled={follow} />
        </ReactFlow>
      </div>
    </div>
  );
}
