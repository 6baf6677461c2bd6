/**
 * A state's screen, taken in the run whose route reaches it (STUDIO_SCREENS_OUT, set by
 * `npm run studio:screens`): the viewport at 1280 × 800, halved to 640 px and encoded as WebP by
 * Chromium in the page, filed under the chart (and the flow, for a shared chart) with a line in
 * shots.jsonl that apps/studio/scripts/record-screens.ts reads.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { encodeWebp } from '../webp-in-page.ts';

const SCREENS_OUT = process.env.STUDIO_SCREENS_OUT;
export const VIEW = { width: 1280, height: 800 };

/** Dialogs and toasts as they settle, not mid-animation (spinners run forever: only what ends is finished). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        animation.finish();
    }
  });
  // Painted: waited for outside the page, whose timers the run may hold (page.clock).
  await page.waitForTimeout(120);
}

export interface ShotTarget {
  chart: string;
  /** The flow, for a shared chart (the checkout). */
  flow?: string;
  path: string;
}

/** Takes the screen and files it; `stillThere` is asked after the capture (a screen is filed only if true). */
export async function takeScreen(page: Page, target: ShotTarget, stillThere: () => boolean): Promise<void> {
  if (!SCREENS_OUT) return;
  await settle(page);
  const cdp = await page.context().newCDPSession(page);
  const { data: png } = (await cdp.send('Page.captureScreenshot', { format: 'png' })) as { data: string };
  await cdp.detach();
  const data = await page.evaluate(encodeWebp, { png, width: VIEW.width / 2 });
  if (!stillThere())
    throw new Error(`${target.flow ?? target.chart} left ${target.path} while its screen was taken`);
  const file = [target.chart, target.flow, `${target.path}.webp`].filter(Boolean).join('/');
  mkdirSync(dirname(join(SCREENS_OUT, file)), { recursive: true });
  writeFileSync(join(SCREENS_OUT, file), Buffer.from(data, 'base64'));
  appendFileSync(
    join(SCREENS_OUT, 'shots.jsonl'),
    `${JSON.stringify({ ...target, file, spec: target.flow ?? target.chart })}\n`,
  );
}
