/**
 * The `test` of the Flow Studio's recording specs (tests/screens, `npm run studio:screens`): the
 * end-to-end `test` plus `screens`, which follows every machine of the page through the build's
 * inspection socket (a `--mode studio-screens` build reports each actor's snapshots; Playwright
 * answers that socket itself, no relay needed) and takes a screen of a state only while the machine
 * is in it. Busy states are held by `hold`, which keeps one API call waiting until released.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { machineCatalog } from '@lwl/machines/catalog';
import type { Page } from '@playwright/test';
import { lane } from '../support/lane.ts';
import { test as base, expect } from '../support/test.ts';
import { encodeWebp } from './webp-in-page.ts';

const OUT = process.env.STUDIO_SCREENS_OUT;
/** A screen is the viewport at 1280 × 800, halved: 640 × 400. */
const VIEW = { width: 1280, height: 800 };

/** Machine id (as the app runs it) → the chart it is drawn as, and the flow when the chart is shared. */
const CHARTS = new Map(
  machineCatalog().map((entry) => [
    entry.id,
    { chart: entry.chart.machine.id as string, flow: entry.shared ? entry.id : undefined },
  ]),
);

/** Every state path a snapshot value is in: {dialog: 'coupon'} → dialog, dialog.coupon. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...pathsOf(child, `${prefix}${key}.`),
  ]);
}

interface Screens {
  /**
   * Waits until a `machineId` actor is in `path`, then records the page as that state's screen. A
   * machine made by a factory under its own id (the resource machine's 'mentors') names its chart.
   */
  shot(machineId: string, path: string, drawnAs?: string): Promise<void>;
  /** Keeps calls matching `url` unanswered until the returned function is called. */
  hold(url: string | RegExp): Promise<() => void>;
}

async function attach(page: Page): Promise<Screens> {
  // sessionId → machine id and its latest state value.
  const actors = new Map<string, { machineId: string; paths: string[] }>();
  await page.routeWebSocket(/\/relay\?role=app/, (socket) => {
    socket.onMessage((data) => {
      try {
        const message = JSON.parse(String(data)) as {
          kind?: string;
          sessionId?: string;
          machineId?: string;
          value?: unknown;
          status?: string;
        };
        if (message.kind !== 'snapshot' || !message.machineId || !message.sessionId) return;
        actors.set(message.sessionId, {
          machineId: message.machineId,
          paths: message.status === 'active' || message.status === 'done' ? pathsOf(message.value) : [],
        });
      } catch {
        // Not a message of the inspector.
      }
    });
  });
  const inState = (machineId: string, path: string) =>
    [...actors.values()].some((a) => a.machineId === machineId && a.paths.includes(path));

  return {
    async shot(machineId, path, drawnAs) {
      const target = drawnAs ? { chart: drawnAs, flow: machineId } : CHARTS.get(machineId);
      if (!target) throw new Error(`No machine with the id ${machineId} in the catalog`);
      const seen = () =>
        [
          ...new Set([...actors.values()].map((a) => `${a.machineId}: ${a.paths.at(-1) ?? '(stopped)'}`)),
        ].join(', ');
      await expect
        .poll(() => inState(machineId, path), {
          message: `${machineId} reaches ${path} (the page's machines: ${seen()})`,
          timeout: 15_000,
        })
        .toBe(true);
      // Dialogs and toasts shown as they settle, not mid-animation.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          // Spinners run forever: only what settles is finished.
          if (Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
            animation.finish();
        }
      });
      // Painted: waited for outside the page, whose timers a spec may have paused (page.clock).
      await page.waitForTimeout(120);
      // The viewport at full size (a scaled capture draws blurred overlays wrongly), then halved and
      // encoded as WebP by Chromium in the page itself (another page in front would blur this one).
      const cdp = await page.context().newCDPSession(page);
      const { data: png } = (await cdp.send('Page.captureScreenshot', { format: 'png' })) as { data: string };
      await cdp.detach();
      const data = await page.evaluate(encodeWebp, { png, width: VIEW.width / 2 });
      // A screen is filed under a state only if the machine was still in it when taken.
      expect(inState(machineId, path), `${machineId} left ${path} while its screen was taken`).toBe(true);
      if (!OUT) return;
      const file = [target.chart, target.flow, `${path}.webp`].filter(Boolean).join('/');
      mkdirSync(dirname(join(OUT, file)), { recursive: true });
      writeFileSync(join(OUT, file), Buffer.from(data, 'base64'));
      appendFileSync(
        join(OUT, 'shots.jsonl'),
        `${JSON.stringify({ chart: target.chart, flow: target.flow, path, file, spec: relative(lane.repoRoot, test.info().file) })}\n`,
      );
    },
    async hold(url) {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(url, async (route) => {
        await gate;
        await route.fallback().catch(() => undefined);
      });
      return release;
    },
  };
}

export const test = base.extend<{ screens: Screens }>({
  viewport: VIEW,
  screens: async ({ page }, use) => {
    await use(await attach(page));
  },
});

export { expect };

/** Every purchase's checkout code (`purchase-checkout-machine.ts`), which the app loads at the buyer's first input. */
export const CHECKOUT_CODE = /\/assets\/purchase-checkout-machine-[^/]*\.js$/;
