/**
 * Fitting a chart into its view so that everything stays readable: the extent counts the states, every
 * arrow's route and every arrow's label (React Flow's own fit counts the states only, and cut the
 * labels of arrows that leave them). The zoom never goes below the one at which the smallest text of
 * the chart (12 px at zoom 1, studio.css) renders at 11 px; a chart larger than that opens on the state
 * the machine starts in, from the top, and is panned.
 */
import type { Layout } from './layout.ts';

/** The smallest text of a chart at zoom 1, in px (studio.css: `.state-lines`, `.edge-label`, `.badge`). */
export const CHART_TEXT_PX = 12;
/** No chart text renders smaller than this. */
export const READABLE_PX = 11;
export const MIN_ZOOM = READABLE_PX / CHART_TEXT_PX;
/** A small chart is not blown up beyond this. */
const MAX_FIT_ZOOM = 1.2;
const PADDING = 20;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every box a chart draws, in chart coordinates: states, arrow labels, and each arrow's points. */
export function drawnBoxes(layout: Layout): Box[] {
  const absolute = new Map<string, { x: number; y: number }>();
  const boxes: Box[] = [];
  for (const s of layout.states) {
    const origin = s.parent !== undefined ? (absolute.get(s.parent) ?? { x: 0, y: 0 }) : { x: 0, y: 0 };
    const at = { x: origin.x + s.x, y: origin.y + s.y };
    absolute.set(s.state.path, at);
    boxes.push({ ...at, width: s.width, height: s.height });
  }
  for (const e of layout.edges) {
    boxes.push(e.label);
    for (const p of e.points) boxes.push({ x: p.x, y: p.y, width: 0, height: 0 });
  }
  return boxes;
}

export function extentOf(boxes: readonly Box[]): Box {
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

export interface Fit {
  x: number;
  y: number;
  zoom: number;
  /** The whole chart is in view; false: it is larger than the view at a readable zoom, and pans. */
  whole: boolean;
}

/** The state a panned chart opens on: the one the machine starts in. */
/** A state's box in the chart's coordinates (layout positions are relative to the parent). */
export function stateBox(layout: Layout, path: string): Box | undefined {
  const byPath = new Map(layout.states.map((s) => [s.state.path, s]));
  const state = byPath.get(path);
  if (!state) return undefined;
  let { x, y } = state;
  for (let parent = state.parent; parent !== undefined; parent = byPath.get(parent)?.parent) {
    x += byPath.get(parent)?.x ?? 0;
    y += byPath.get(parent)?.y ?? 0;
  }
  return { x, y, width: state.width, height: state.height };
}

export function startBox(layout: Layout): Box | undefined {
  const start = layout.states.find((s) => s.parent === undefined && s.initial);
  return start ? { x: start.x, y: start.y, width: start.width, height: start.height } : undefined;
}

/**
 * The viewport showing the whole extent centred, or, when that would be unreadable, the part around
 * `start` (the state the machine starts in; else the top-left corner) at the smallest readable zoom.
 */
export function fitViewport(extent: Box, view: { width: number; height: number }, start?: Box): Fit {
  const room = {
    width: Math.max(1, view.width - 2 * PADDING),
    height: Math.max(1, view.height - 2 * PADDING),
  };
  const whole = Math.min(room.width / (extent.width || 1), room.height / (extent.height || 1), MAX_FIT_ZOOM);
  if (whole >= MIN_ZOOM) {
    return {
      zoom: whole,
      x: (view.width - extent.width * whole) / 2 - extent.x * whole,
      y: (view.height - extent.height * whole) / 2 - extent.y * whole,
      whole: true,
    };
  }
  // Centred along an axis that fits; along one that does not, on the start state, kept from leaving
  // a gap past the chart's edges.
  const zoom = MIN_ZOOM;
  const centred = (size: number, low: number, length: number) => (size - length * zoom) / 2 - low * zoom;
  const along = (size: number, low: number, length: number, anchor?: { low: number; length: number }) => {
    if (length * zoom <= size - 2 * PADDING) return centred(size, low, length);
    const first = PADDING - low * zoom;
    const last = size - PADDING - (low + length) * zoom;
    if (!anchor) return first;
    // The start state centred, or from its left edge when wider than the view.
    const wanted =
      anchor.length * zoom <= size - 2 * PADDING
        ? centred(size, anchor.low, anchor.length)
        : PADDING - anchor.low * zoom;
    return Math.min(first, Math.max(last, wanted));
  };
  return {
    zoom,
    x: along(view.width, extent.x, extent.width, start ? { low: start.x, length: start.width } : undefined),
    // From the top: the start state is in the first layer.
    y: along(view.height, extent.y, extent.height, undefined),
    whole: false,
  };
}
