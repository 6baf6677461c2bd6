import { Hono } from 'hono';
import type { DriftLog } from './drift-log.ts';

/** `GET /__mock/drift`: what the validating proxy recorded; `DELETE` clears it. */
export const driftRoutes = (drifts: DriftLog, upstream: { url: string | null; fallback: boolean }) =>
  new Hono()
    .get('/__mock/drift', (c) =>
      c.json(
        { status: 1, data: { upstream: upstream.url, fallback: upstream.fallback, ...drifts.snapshot() } },
        200,
      ),
    )
    .delete('/__mock/drift', (c) => {
      drifts.clear();
      return c.json(
        { status: 1, data: { upstream: upstream.url, fallback: upstream.fallback, ...drifts.snapshot() } },
        200,
      );
    });
