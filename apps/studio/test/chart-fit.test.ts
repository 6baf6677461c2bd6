/**
 * Readable charts: for every chart, as laid out for the studio, the fitted view either holds every state,
 * arrow and arrow label inside the view, or says it pans; and no text renders below 11 px either way.
 * The view is the chart's area at 1280 × 800 (studio.css: the page less the side panel) and at 390 px.
 */
import { machineCatalog } from '@lwl/machines/catalog';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  CHART_TEXT_PX,
  drawnBoxes,
  extentOf,
  fitViewport,
  READABLE_PX,
  startBox,
} from '../src/chart/fit.ts';
import { layOut } from '../src/chart/layout.ts';
import { chartModel } from '../src/model/chart-model.ts';

const charts = [...new Map(machineCatalog().map((e) => [e.chart.machine.id, e.chart.machine])).values()];
const VIEWS = {
  desktop: { width: 1280 - 2 * 24 - 380 - 16, height: 800 - 190 },
  phone: { width: 390 - 2 * 12, height: 0.6 * 844 },
};

const inside = (
  box: Box,
  fit: { x: number; y: number; zoom: number },
  view: { width: number; height: number },
) => {
  const x = box.x * fit.zoom + fit.x;
  const y = box.y * fit.zoom + fit.y;
  const eps = 0.5;
  return (
    x >= -eps &&
    y >= -eps &&
    x + box.width * fit.zoom <= view.width + eps &&
    y + box.height * fit.zoom <= view.height + eps
  );
};

// ELK's first layout loads its engine: slow on a busy machine.
describe('charts fitted to the view', { timeout: 30_000 }, () => {
  for (const machine of charts) {
    it(`${machine.id}: every label inside the fitted view, or a pan, never text under ${READABLE_PX} px`, async () => {
      const layout = await layOut(chartModel(machine));
      const boxes = drawnBoxes(layout);
      expect(boxes.length).toBeGreaterThan(layout.states.length);
      for (const [name, view] of Object.entries(VIEWS)) {
        const start = startBox(layout);
        const fit = fitViewport(extentOf(boxes), view, start);
        expect(CHART_TEXT_PX * fit.zoom, `${name}: smallest text in px`).toBeGreaterThanOrEqual(READABLE_PX);
        if (fit.whole) {
          expect(
            boxes.filter((box) => !inside(box, fit, view)),
            name,
          ).toEqual([]);
        } else {
          // Panned: the view opens on the state the machine starts in (its name, at least), or on the
          // top-left corner of a chart of parallel parts.
          const corner = extentOf(boxes);
          if (!start)
            expect(inside({ x: corner.x, y: corner.y, width: 1, height: 1 }, fit, view), name).toBe(true);
          else
            expect(inside({ ...start, width: Math.min(start.width, 120), height: 30 }, fit, view), name).toBe(
              true,
            );
        }
      }
    });
  }
});
