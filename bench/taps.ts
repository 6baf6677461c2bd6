/**
 * Every tap answers within 100 ms (docs/bench.md, "Taps"): four taps on Lighthouse's phone (Slow 4G:
 * 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, applied for real through the DevTools protocol, and
 * 4× CPU slowdown), each from a fresh context against the production build and the mock: an event card
 * on /upcoming-events, Book Now on an event page (a plan chosen), Pay Now in the guest's details dialog,
 * and the login form's submit. For each, the time from the tap's input to the paint of its first
 * visible answer, and to the next thing's arrival, measured in the page (bench/tap-probe.ts); medians
 * of BENCH_TAPS_RUNS rounds (default 5) after one uncounted round. BENCH_TAPS_BEFORE=<dist>, a build of
 * an earlier revision made as the bench makes its own (bench/bundle-table.ts, the same API origin),
 * adds its column, the builds interleaved.
 */
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { SEEDED_EVENT_SLUG } from './api-targets.ts';
import type { BenchConfig } from './config.ts';
import { type Started, start, waitForHttp } from './processes.ts';
import { median } from './stats.ts';
import { TAP_PROBE } from './tap-probe.ts';

export const TAP_TARGET_MS = 100;

/** Lighthouse's mobile throttling (its `mobileSlow4G` and 4× CPU), as bench/throttled-ab.ts applies it. */
const PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
};

interface Tap {
  name: string;
  /** What arrives after it: the next page or a dialog. */
  arrival: 'page' | 'dialog';
  /** Opens the page and readies it, then gives what is tapped. */
  prepare: (page: Page, origin: string) => Promise<Locator>;
}

/** Lets the page settle (images, the code loaded after the first screen) as a person reading it would. */
const settle = (page: Page) => page.waitForTimeout(2_000);

async function openEvent(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/event/${SEEDED_EVENT_SLUG}`);
  await page
    .getByRole('combobox', { name: 'Quantity for Non Member' })
    .selectOption('1', { timeout: 30_000 });
}

const TAPS: Tap[] = [
  {
    name: 'an event card on /upcoming-events',
    arrival: 'page',
    prepare: async (page, origin) => {
      await page.goto(`${origin}/upcoming-events`);
      const card = page.locator('a.event-card').first();
      await card.waitFor({ timeout: 30_000 });
      await settle(page);
      return card;
    },
  },
  {
    name: 'Book Now on an event page',
    arrival: 'dialog',
    prepare: async (page, origin) => {
      await openEvent(page, origin);
      await settle(page);
      return page.getByRole('button', { name: 'Book Now' });
    },
  },
  {
    name: 'Pay Now in the details dialog',
    arrival: 'dialog',
    prepare: async (page, origin) => {
      await openEvent(page, origin);
      await page.getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Personal Details' });
      await dialog.getByLabel('Name', { exact: true }).fill('Asha Rao', { timeout: 30_000 });
      await dialog.getByLabel('Email', { exact: true }).fill('asha.rao@example.com');
      await dialog.getByLabel('Company Name', { exact: true }).fill('Kestrel Analytics');
      await dialog.getByLabel('Designation', { exact: true }).fill('Head of Product');
      await dialog.getByLabel('Phone Number', { exact: true }).fill('9876543210');
      await settle(page);
      return dialog.getByRole('button', { name: 'Pay Now' });
    },
  },
  {
    name: 'Login on /login',
    arrival: 'page',
    prepare: async (page, origin) => {
      await page.goto(`${origin}/login`);
      // The written page is inert until the app has taken it over.
      await page.locator('#root:not([inert])').waitFor({ timeout: 30_000 });
      await page.getByLabel('Email', { exact: true }).fill('titan@lwl.test');
      await page.getByLabel('Password', { exact: true }).fill('Lwl@12345');
      await settle(page);
      return page.getByRole('button', { name: 'Login' });
    },
  },
];

interface TapSample {
  /** From the tap's input to the paint of its first answer, and what that answer was. */
  answerMs: number;
  answer: string;
  /** The same for the first answer other than the press (the one lasting while the next thing loads). */
  pendingMs: number;
  pending: string;
  /** From the tap's input to the next thing's paint. */
  arrivalMs: number;
  /** The Event Timing API's longest entry of the tap (0: under its 16 ms threshold). */
  eventMs: number;
  /** The layout shift from the tap to the answer's paint. */
  shift: number;
}

export interface TapRow {
  tap: string;
  variant: string;
  runs: number;
  answerMs: number;
  answers: string[];
  pendingMs: number;
  pendings: string[];
  arrivalMs: number;
  eventMs: number;
  shift: number;
}

export interface TapsBench {
  rows: TapRow[];
  runs: number;
  chromeVersion: string;
  /** The 1-minute load average at the start and at the end of the measurement. */
  load: [number, number];
}

async function measure(browser: Browser, tap: Tap, origin: string): Promise<TapSample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // A phone in India: the phone fields' default country follows the browser's region, and the taps
    // type an Indian number.
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(TAP_PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: PHONE.downloadThroughput,
      uploadThroughput: PHONE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    const target = await tap.prepare(page, origin);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`taps: ${tap.name} is not on screen`);
    await page.evaluate(`window.lwlTap.arm(${JSON.stringify(tap.arrival)})`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 40));
    // A function, not a string: the page's CSP refuses a string evaluated by the waiting loop.
    await page.waitForFunction(
      () => {
        const probe = (globalThis as unknown as { lwlTap: { pendingAt: number; arrived: number } }).lwlTap;
        return probe.pendingAt > 0 && probe.arrived > 0;
      },
      undefined,
      { timeout: 30_000 },
    );
    const probe = (await page.evaluate(
      '({ start: lwlTap.start, answered: lwlTap.answered, pendingAt: lwlTap.pendingAt, arrived: lwlTap.arrived, answer: lwlTap.answer, pending: lwlTap.pending, eventMs: lwlTap.eventMs, shift: lwlTap.shift })',
    )) as {
      start: number;
      answered: number;
      pendingAt: number;
      arrived: number;
      answer: string;
      pending: string;
      eventMs: number;
      shift: number;
    };
    return {
      answerMs: probe.answered - probe.start,
      answer: probe.answer,
      pendingMs: probe.pendingAt - probe.start,
      pending: probe.pending,
      arrivalMs: probe.arrived - probe.start,
      eventMs: probe.eventMs,
      shift: probe.shift,
    };
  } finally {
    await context.close();
  }
}

/** Serves each build (the bench's own first, port BENCH_WEB_PORT, then BENCH_TAPS_BEFORE's) and taps. */
export async function benchTaps(cfg: BenchConfig): Promise<TapsBench> {
  const before = process.env.BENCH_TAPS_BEFORE;
  const variants = [
    { name: 'after', dist: cfg.dist },
    ...(before ? [{ name: 'before', dist: path.resolve(before) }] : []),
  ].map((variant, index) => ({ ...variant, origin: `http://localhost:${cfg.webPort + index}` }));
  const previews: Started[] = [];
  const load = os.loadavg()[0] ?? 0;
  try {
    for (const variant of variants) {
      const port = new URL(variant.origin).port;
      const args = ['--import', 'tsx', 'apps/web/scripts/preview.ts', '--dir', variant.dist, '--port', port];
      const preview = start(`preview ${variant.name}`, process.execPath, args, { cwd: cfg.repoRoot });
      previews.push(preview);
      await waitForHttp(preview, `${variant.origin}/`);
    }
    const runs = Number(process.env.BENCH_TAPS_RUNS ?? 5);
    const browser = await chromium.launch({
      executablePath: cfg.chromePath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const samples = new Map<string, TapSample[]>();
    try {
      for (let round = 0; round <= runs; round++) {
        for (const tap of TAPS) {
          for (const variant of variants) {
            const sample = await measure(browser, tap, variant.origin);
            console.error(
              `  ${round === 0 ? 'warm-up' : `round ${round}`}: ${tap.name} (${variant.name}) answered in ${Math.round(sample.answerMs)} ms (${sample.answer}), ${sample.pending} in ${Math.round(sample.pendingMs)} ms, arrived in ${Math.round(sample.arrivalMs)} ms`,
            );
            if (round === 0) continue;
            const key = `${tap.name}\n${variant.name}`;
            samples.set(key, [...(samples.get(key) ?? []), sample]);
          }
        }
      }
      const rows = TAPS.flatMap((tap) =>
        variants.map((variant): TapRow => {
          const list = samples.get(`${tap.name}\n${variant.name}`) ?? [];
          const of = (pick: (sample: TapSample) => number) => median(list.map(pick));
          return {
            tap: tap.name,
            variant: variant.name,
            runs: list.length,
            answerMs: of((sample) => sample.answerMs),
            answers: [...new Set(list.map((sample) => sample.answer))],
            pendingMs: of((sample) => sample.pendingMs),
            pendings: [...new Set(list.map((sample) => sample.pending))],
            arrivalMs: of((sample) => sample.arrivalMs),
            eventMs: of((sample) => sample.eventMs),
            shift: Math.max(...list.map((sample) => sample.shift)),
          };
        }),
      );
      return { rows, runs, chromeVersion: browser.version(), load: [load, os.loadavg()[0] ?? 0] };
    } finally {
      await browser.close();
    }
  } finally {
    for (const preview of previews) await preview.stop();
  }
}
