/** An axe scan (WCAG 2.0/2.1/2.2 A and AA) that fails on serious or critical violations. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  // Only violations are read: axe then keeps one node per passing or incomplete rule instead of every
  // node it checked (about a fifth of each scan on these pages; tests/e2e/axe-helper.spec.ts).
  builder = builder.options({ resultTypes: ['violations'] });
  // A page without frames (every page until a video is played) is scanned with one `axe.run` in the
  // page: the same rules and results as the default's per-frame runs, without the blank page the
  // default opens (and injects axe into again) to merge them, which cost about a third of each scan.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking).toEqual([]);
}
