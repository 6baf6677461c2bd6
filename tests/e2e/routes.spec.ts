/**
 * The route sweep: every route of the route table (imported, apps/web/src/app/routes.ts), as a guest
 * and signed in as titan@lwl.test, loaded once and then checked at 1280, 390 and 360 px by resizing:
 * where the visit lands (guards), no console error, no uncaught error, no failed request and no HTTP
 * answer ≥ 400, no sideways scrolling, the footer's links for a guest or a member, touch targets of at
 * least 24 × 24 px and the title from the title table. One axe pass per route and state: a guest's at
 * 390 px (a phone, where most guests arrive), a member's at 1280 px, so both layouts of every public
 * page are scanned. Aliases (routes that load the same page as another) are checked once each: they
 * render their target's page.
 *
 * The sweep loads page after page in one page per worker (`workerPage`), each route from a blank
 * document of the app's origin with empty storage, as a first visit: a new browser context per route
 * cost about twice the CPU (the app's code compiled again each time) for the same checks.
 */
import path from 'node:path';
import { GUARDED_PATHS } from '@lwl/machines';
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { recordProblems, sessionEntries, settled } from '../support/hardening.ts';
import { lane } from '../support/lane.ts';
import { expectLaidOut, PROFILE_TAB_LABELS } from '../support/layout.ts';
import { startClean } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/** The route table itself (plain data), imported at run time from the web app. */
const { routes } = (await import(path.join(lane.repoRoot, 'apps/web/src/app/routes.ts'))) as {
  routes: readonly { path: string; page?: string }[];
};

const PARAMS: Record<string, string> = {
  '/event/:id': '/event/women-in-leadership-summit',
  '/mentors-details/:id': '/mentors-details/priya-sharma',
  '/member-details/:slug': '/member-details/titan',
  '*': '/no-such-page/at-all',
};
const GUARDED = new Set<string>(GUARDED_PATHS);
/**
 * A signed-in user is sent on from /login (and so from unknown paths) to /profile (`loginRouteRedirect`);
 * /loader goes on at once, to the dashboard signed in and to the events as a guest (loader-page.tsx).
 */
const SIGNED_IN_LANDS_ON: Record<string, string> = { '/login': '/profile', '*': '/profile', '/loader': '/' };
const GUEST_LANDS_ON: Record<string, string> = { '/loader': '/upcoming-events' };
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** Routes whose page is another route's (same page module): the first one of each page is its target. */
const pageSource = (route: (typeof routes)[number]) => route.page ?? route.path;
const targets = new Map<string, string>();
const aliases: { alias: string; target: string }[] = [];
for (const route of routes) {
  const target = targets.get(pageSource(route));
  if (target) aliases.push({ alias: route.path, target });
  else targets.set(pageSource(route), route.path);
}
const swept = routes
  .map((route) => route.path)
  .filter((path) => !aliases.some(({ alias }) => alias === path));

test('the sweep covers the whole route table', () => {
  expect(routes.length).toBeGreaterThan(30);
  for (const path of swept) if (path.includes(':') || path === '*') expect(PARAMS[path], path).toBeDefined();
  expect(aliases.map(({ alias }) => alias).sort()).toEqual(['/global-new', '/reset-password', '/uae']);
});

async function sweep(
  page: Page,
  visit: string,
  landsOn: string,
  session: Record<string, string> | null,
): Promise<void> {
  const signedIn = session !== null;
  await page.setViewportSize(WIDTHS[0]);
  await startClean(page, session ?? {});
  const problems = recordProblems(page);
  try {
    await page.goto(visit);
    await expect(page).toHaveURL((url) => url.pathname === landsOn);
    await expect(page.locator('main').first()).not.toBeEmpty();
    await settled(problems);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await test.step(`${size.width} px`, async () => {
        await expectLaidOut(page, signedIn);
        if (size.width === (signedIn ? 1280 : 390)) await expectAccessible(page);
      });
    }
    await settled(problems);
    expect(problems.lines).toEqual([]);
  } finally {
    problems.stop();
    // The page outlives the test: an app left running (a countdown, a poll) would take CPU from the next.
    await page.goto('about:blank');
  }
}

test.describe('as a guest', () => {
  for (const path of swept) {
    const visit = PARAMS[path] ?? path;
    const landsOn = GUARDED.has(path) || path === '*' ? '/login' : (GUEST_LANDS_ON[path] ?? visit);
    test(`${visit}`, async ({ workerPage }) => {
      test.slow();
      await sweep(await workerPage(), visit, landsOn, null);
    });
  }
});

test.describe('signed in', () => {
  const visits = [
    ...swept.map((path) => ({ visit: PARAMS[path] ?? path, landsOn: SIGNED_IN_LANDS_ON[path] })),
    ...Object.keys(PROFILE_TAB_LABELS).map((tab) => ({
      visit: `/profile?section=${tab}`,
      landsOn: '/profile',
    })),
    // A search with results in every group (members are listed to a signed-in user only).
    { visit: '/globalSearch?search=an', landsOn: '/globalSearch' },
  ];
  for (const { visit, landsOn } of visits) {
    test(`${visit}`, async ({ workerPage, request }) => {
      test.slow();
      // The mock is back to its seed before every test: a session from an earlier route is gone.
      await sweep(await workerPage(), visit, landsOn ?? visit, await sessionEntries(request, TITAN));
    });
  }
});

test.describe('aliases', () => {
  for (const { alias, target } of aliases) {
    test(`${alias} renders ${target}'s page`, async ({ page }) => {
      await page.goto(target);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const title = (await heading.textContent()) ?? '';
      await page.goto(alias);
      await expect(page).toHaveURL((url) => url.pathname === alias);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});
