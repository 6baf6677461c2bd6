/**
 * Every route of the route table and every account tab at 390 and 360 px (phones), one page load
 * each: no horizontal scrolling, the footer's links for a guest (390 px) or a member (360 px), touch
 * targets of at least 24 × 24 px, the title from the title table, no console error and no serious
 * or critical axe violation. The desktop width (1280 px) is checked in hardening-routes.spec.ts on
 * its own visits. Guarded routes are visited signed in at both widths.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { resetLane } from '../support/checkout.ts';
import { recordProblems, settled, signInByStorage } from '../support/hardening.ts';
import { lane } from '../support/lane.ts';
import { expectLaidOut, PROFILE_TAB_LABELS } from '../support/layout.ts';

const source = readFileSync(path.join(lane.repoRoot, 'apps/web/src/app/routes.ts'), 'utf8');
const PARAMS: Record<string, string> = {
  '/event/:id': '/event/women-in-leadership-summit',
  '/mentors-details/:id': '/mentors-details/priya-sharma',
  '/member-details/:slug': '/member-details/titan',
};
const GUARDED = new Set(['/', '/profile', '/all-members', '/new-member-form']);
/** Pages a member is sent on from (/login → /profile): visited as a guest at both widths. */
const GUEST_ONLY = new Set(['/login']);

const tableRoutes = [...source.matchAll(/path: '([^']+)'/g)]
  .map(([, route]) => route ?? '')
  .filter((route) => route !== '*' && route !== '/profile');
const visits = [
  ...tableRoutes.map((route) => PARAMS[route] ?? route),
  ...Object.keys(PROFILE_TAB_LABELS).map((tab) => `/profile?section=${tab}`),
  // A search with results in every group (members are listed to a signed-in user only).
  '/globalSearch?search=an',
];

test.beforeAll(async ({ request }) => resetLane(request));

for (const { width, member } of [
  { width: 390, member: false },
  { width: 360, member: true },
]) {
  test.describe(`${width} px, ${member ? 'signed in' : 'as a guest'}`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const visit of visits) {
      const route = visit.split('?')[0] ?? visit;
      const signedIn = GUARDED.has(route) || (member && !GUEST_ONLY.has(route));
      test(`${visit} fits`, async ({ page, request }) => {
        test.slow();
        if (signedIn) await signInByStorage(page, request, TITAN);
        const problems = recordProblems(page);
        await page.goto(visit);
        await expect(page.locator('main').first()).not.toBeEmpty();
        await settled(problems);
        await expectLaidOut(page, signedIn);
        await expectAccessible(page);
        expect(problems.lines).toEqual([]);
      });
    }
  });
}
