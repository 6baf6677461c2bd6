/** An axe scan (WCAG 2.0/2.1/2.2 A and AA) that fails on serious or critical violations. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
// Only violations are read: axe then keeps one node per passing or incomplete rule instead of every
// node it checked (about a fifth of each scan on these pages; tests/e2e/axe-helper.spec.ts).
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<Result, 'id' | 'impact' | 'help' | 'nodes'>;

/**
 * A page without frames (every page until a video is played) is scanned with one `axe.run` in the page,
 * axe injected once per document: AxeBuilder injects it twice per scan and, by default, opens a blank
 * page (and injects axe there again) to merge the frames' results; together that was about half of
 * each scan's time. Pages with frames get AxeBuilder's per-frame runs.
 */
async function violationsOf(page: Page, include?: string): Promise<Violation[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(TAGS).options(OPTIONS);
    if (include) builder = builder.include(include);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as {
        axe: { run(c: ElementContext, o: RunOptions): Promise<AxeResults> };
      };
      const { violations } = await axe.run(context ?? document, options);
      return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes }));
    },
    { context: include, options: OPTIONS },
  );
}

export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const blocking = (await violationsOf(page, include))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking).toEqual([]);
}
