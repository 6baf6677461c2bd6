/**
 * Fitting a chart into its view so that everything stays readable: the extent counts the states, every
 * arrow's route and every arrow's label (React Flow's own fit counts the states only, and cut the
 * labels of arrows that leave them). The zoom never goes below the one at which the smallest text of
 * the chart (12 px at zoom 1, studio.css) renders at 11 px; a chart larger than that is shown from its
 * top-left corner (where its first state is) and panned.
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

/** The viewport showing the whole extent centred, or, when that would be unreadable, its top-left. */
export function fitViewport(extent: Box, view: { width: number; height: number }): Fit {
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
  // Centred along an axis that fits, from the top or left edge along one that does not.
  const zoom = MIN_ZOOM;
  const fitsAcross = extent.width * zoom <= room.width;
  const fitsDown = extent.height * zoom <= room.height;
  return {
    zoom,
    x: fitsAcross ? (view.width - extent.width * zoom) / 2 - extent.x * zoom : PADDING - extent.x * zoom,
    y: fitsDown ? (view.height - extent.height * zoom) / 2 - extent.y * zoom : PADDING - extent.y * zoom,
    whole: false,
  };
}
