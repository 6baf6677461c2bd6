/**
 * Every route of apps/web/src/app/routes.ts, visited plainly: no console error, no uncaught error, no
 * failed request and no HTTP answer ≥ 400. Every route as a guest (guarded ones end on /login) and
 * signed in (titan@lwl.test). Parameter routes use seeded slugs. The list is checked against the table,
 * so a new route fails here until it is visited. On the same visits (1280 px wide) the page's layout
 * is checked as on phones in layout-widths.spec.ts: no sideways scrolling, the footer's links for a
 * guest or a member, touch targets, the title from the title table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { resetLane } from '../support/checkout.ts';
import { recordProblems, settled, signInByStorage } from '../support/hardening.ts';
import { lane } from '../support/lane.ts';
import { expectLaidOut } from '../support/layout.ts';

/** The route table's paths, in order, read from its source. */
function tablePaths(): string[] {
  const source = readFileSync(path.join(lane.repoRoot, 'apps/web/src/app/routes.ts'), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map(([, route]) => route ?? '');
}

const PARAMS: Record<string, string> = {
  '/event/:id': '/event/women-in-leadership-summit',
  '/mentors-details/:id': '/mentors-details/priya-sharma',
  '/member-details/:slug': '/member-details/titan',
  '*': '/no-such-page',
};
const GUARDED = new Set(['/', '/profile', '/all-members', '/new-member-form']);
/** Where a visit ends when it is not the route itself. */
const LANDS_ON: Record<string, string> = { '*': '/login' };
/** A signed-in user is sent on from /login (and so from unknown paths) to /profile (`loginRouteRedirect`). */
const SIGNED_IN_LANDS_ON: Record<string, string> = { '/login': '/profile', '*': '/profile' };

const routes = tablePaths();

test('the visits below cover the whole route table', () => {
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) {
    if (route.includes(':') || route === '*') expect(PARAMS[route], route).toBeDefined();
  }
  for (const route of GUARDED) expect(routes).toContain(route);
});

async function visit(
  page: Page,
  route: string,
  landing: string | undefined,
  signedIn: boolean,
): Promise<void> {
  const problems = recordProblems(page);
  await page.goto(PARAMS[route] ?? route);
  const expected = landing ?? (PARAMS[route] ?? route).split('?')[0] ?? '';
  await expect(page).toHaveURL((url) => url.pathname === expected);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('main').first()).not.toBeEmpty();
  await settled(problems);
  await expectLaidOut(page, signedIn);
  expect(problems.lines).toEqual([]);
}

test.describe('as a guest', () => {
  for (const route of routes) {
    test(`${route} loads cleanly`, async ({ page }) => {
      test.slow();
      await visit(page, route, GUARDED.has(route) ? '/login' : LANDS_ON[route], false);
    });
  }
});

test.describe('signed in as titan@lwl.test', () => {
  test.beforeAll(async ({ request }) => resetLane(request));
  for (const route of routes) {
    test(`${route} loads cleanly`, async ({ page, request }) => {
      test.slow();
      await signInByStorage(page, request, TITAN);
      await visit(page, route, SIGNED_IN_LANDS_ON[route] ?? LANDS_ON[route], true);
    });
  }
});
