/**
 * The studio reads in a product reader's words: no event type (`booking.open`) and no `xstate.` string
 * in what the index, a chart, a walk, the storyboard, the live view and the diff show by default; the
 * code names come back with the "Code names" switch. axe passes on each; every chart opens with its
 * start state in view at 1280 × 800.
 */
import { machineCatalog } from '@lwl/machines/catalog';
import { expect, type Page, test } from '@playwright/test';
import type { AnyStateNode } from 'xstate';
import { expectAccessible } from '../support/axe.ts';
import { STUDIO_ORIGIN } from '../support/studio-lane.ts';

const charts = [...new Map(machineCatalog().map((entry) => [entry.chart.machine.id, entry.chart.machine]))];

/** Every event type with a dot that some machine accepts (`refund.request`, `details.submit`…). */
function dottedEvents(): string[] {
  const types = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const type of node.transitions.keys())
      if (type.includes('.') && !type.startsWith('xstate.')) types.add(type);
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  for (const [, machine] of charts) visit(machine.root);
  return [...types].sort();
}

const EVENTS = dottedEvents();

/** The code names in the text a reader sees (innerText: what is rendered, not attributes). */
async function codeNamesShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const found = EVENTS.filter((type) =>
    new RegExp(`(^|[^\\w.])${type.replace(/\./g, '\\.')}($|[^\\w.])`).test(text),
  );
  if (text.includes('xstate.')) found.push('xstate.');
  return found;
}

test.describe('Flow Studio in words', () => {
  test('no event type or xstate string shows by default; the switch brings them back', async ({ page }) => {
    test.setTimeout(120_000);
    expect(EVENTS).toContain('booking.open');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`${STUDIO_ORIGIN}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await codeNamesShown(page), 'index').toEqual([]);
    await expectAccessible(page);

    await page.goto(`${STUDIO_ORIGIN}/#/eventBooking`);
    await expect(page.locator('[data-state="selecting"]')).toHaveAttribute('aria-current', 'true');
    // A refused Book Now, then the dialog and a Pay Now: the feedback and the steps read in words.
    await page.getByRole('button', { name: 'booking.open', exact: true }).click();
    await page.getByRole('button', { name: 'Titan plan', exact: true }).click();
    await page.getByRole('button', { name: '1 ticket', exact: true }).click();
    await page.getByRole('button', { name: 'booking.open', exact: true }).click();
    await expect(page.locator('[data-state="dialog"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(/She presses Book Now: the booking dialog opens\. Now:/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Events taken' })).toContainText(
      'She presses Book Now without a plan or quantity: she is told what is missing',
    );
    expect(await codeNamesShown(page), 'chart and walk').toEqual([]);
    await expectAccessible(page);

    await page.goto(`${STUDIO_ORIGIN}/#/storyboard/checkout`);
    await expect(page.locator('[data-story-state]').first()).toBeVisible();
    expect(await codeNamesShown(page), 'storyboard').toEqual([]);

    await page.goto(`${STUDIO_ORIGIN}/#/live`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await codeNamesShown(page), 'live view').toEqual([]);
    await expectAccessible(page);

    // The studio of these specs compares with a revision: passwordReset's chart is its diff.
    await page.goto(`${STUDIO_ORIGIN}/#/passwordReset`);
    await expect(page.getByText('1 state removed')).toBeVisible();
    expect(await codeNamesShown(page), 'diff').toEqual([]);
    await expectAccessible(page);

    // The scan finds them when they are there: with code names on, the events are named.
    await page.getByRole('button', { name: 'Code names' }).click();
    await expect(page.getByRole('button', { name: 'Code names' })).toHaveAttribute('aria-pressed', 'true');
    expect(await codeNamesShown(page)).toContain('email.submit');
    await page.getByRole('button', { name: 'Code names' }).click();
  });

  test('a message is found by the search, read on its chart, and its link opens at its state', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${STUDIO_ORIGIN}/`);
    await page.getByLabel('Search machines').fill('Please select duration of membership.');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'membershipPurchase', exact: true }) });
    await expect(card).toContainText('she reads it in');
    await card.getByRole('link', { name: /The form: city, duration/ }).click();
    await expect(page).toHaveURL(/#\/membershipPurchase\?state=editing$/);
    const state = page.locator('[data-state="editing"]');
    await expect(state).toHaveClass(/is-selected/);
    // Wrapped over lines inside the box: read as shown, lines joined.
    expect((await state.innerText()).replace(/\s+/g, ' ')).toContain(
      '“Please select duration of membership.”',
    );
    await expect(state).toBeInViewport();
    await expect(page.getByRole('button', { name: /Walk me to The form/ })).toBeEnabled();

    // Selecting another state puts it in the address; a reload opens there, the walk kept.
    await page.getByRole('button', { name: 'done: loadOptions', exact: true }).click();
    await page.getByRole('button', { name: 'city.select', exact: true }).click();
    await page.locator('[data-state="unavailable"]').click();
    await expect(page).toHaveURL(/state=unavailable/);
    await expect(page).toHaveURL(/path=/);
    await page.reload();
    await expect(page.locator('[data-state="unavailable"]')).toHaveClass(/is-selected/);
    await expect(page.locator('[data-state="unavailable"]')).toBeInViewport();
    await expect(page.getByRole('list', { name: 'Events taken' }).getByRole('listitem')).toHaveCount(2);
  });

  test('a screen enlarges on click and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${STUDIO_ORIGIN}/#/passwordReset`);
    await page.getByRole('img', { name: 'The app in state email.editing' }).click();
    const dialog = page.getByRole('dialog', { name: 'The e-mail field and Send code' });
    await expect(dialog).toBeVisible();
    const enlarged = await dialog.getByRole('img').boundingBox();
    expect(enlarged?.width ?? 0).toBeGreaterThan(800);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Enlarge' }).first().press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('every load draws every arrow', async ({ page }) => {
    // About one load in six drew none (React Flow's edges waited on measured handles); twelve loads.
    const drawn: number[] = [];
    let expected = 0;
    for (let load = 0; load < 12; load++) {
      await page.goto(`${STUDIO_ORIGIN}/#/checkout`);
      await expect(page.locator('[data-state]').first()).toBeVisible();
      expected = await page.evaluate(async () => {
        const layout = (await (await fetch('./layouts/checkout.json')).json()) as { edges: unknown[] };
        return layout.edges.length;
      });
      await expect(page.locator('path[data-edge]')).toHaveCount(expected);
      drawn.push(await page.locator('path[data-edge]').count());
    }
    expect(expected).toBeGreaterThan(20);
    expect(drawn).toEqual(drawn.map(() => expected));
  });

  test('every chart opens with its start state in view at 1280 × 800', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [id, machine] of charts) {
      // The state it starts in, down to the innermost one (a compound start may be larger than the view).
      let node = machine.root.initial?.target?.[0] as AnyStateNode | undefined;
      while (node?.initial?.target?.[0] && node.type === 'compound')
        node = node.initial.target[0] as AnyStateNode;
      if (!node) continue;
      const start = node.path.join('.');
      await page.goto(`${STUDIO_ORIGIN}/#/${id}`);
      const state = page.locator(`[data-state="${start}"]`);
      await expect(state).toBeVisible();
      await expect(page.getByTestId('chart-fit')).toHaveAttribute('data-whole', /^(true|false)$/);
      await page.waitForTimeout(300);
      const [frame, box] = await Promise.all([page.getByTestId('chart').boundingBox(), state.boundingBox()]);
      expect(frame && box, id).toBeTruthy();
      if (!frame || !box) continue;
      const inside =
        box.x >= frame.x - 1 &&
        box.y >= frame.y - 1 &&
        box.x + box.width <= frame.x + frame.width + 1 &&
        box.y + box.height <= frame.y + frame.height + 1 &&
        box.y + box.height <= 800;
      expect(inside, `${id}: its start state ${start} in view`).toBe(true);
    }
  });
});
