/** The chart layouts computed at build time (scripts/chart-layouts.ts), fetched once per chart. */
import type { Layout } from './layout.ts';

const cache = new Map<string, Promise<Layout>>();

export function loadLayout(chartId: string): Promise<Layout> {
  let layout = cache.get(chartId);
  if (!layout) {
    layout = fetch(`./layouts/${encodeURIComponent(chartId)}.json`).then((response) => {
      if (!response.ok) throw new Error(`no layout for ${chartId} (${response.status})`);
      return response.json() as Promise<Layout>;
    });
    cache.set(chartId, layout);
  }
  return layout;
}
