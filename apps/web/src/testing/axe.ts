/**
 * The axe scan of the end-to-end suite (tests/support/axe.ts: WCAG 2.0/2.1/2.2 A and AA, failing on
 * serious or critical violations), run on a rendered component inside the test's page.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectAccessible(root: Element = document.body): Promise<void> {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
  });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking).toEqual([]);
}
