/**
 * The production build's Content-Security-Policy (apps/web/csp-plugin.ts): the meta tag in index.html
 * names this lane's API and checkout origins, and the app's main journeys raise no violation: a guest
 * buys an event ticket through the payment sandbox, a video plays, a member opens a partner offer.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import {
  choosePlan,
  fillBuyer,
  GUEST_EVENT,
  openEvent,
  openPersonalDetails,
  sandboxDialog,
} from '../support/checkout.ts';
import { recordCspViolations, recordProblems, settled, signInByStorage } from '../support/hardening.ts';
import { API_ORIGIN, lane } from '../support/lane.ts';
import { expect, test } from '../support/test.ts';

/** The policy of the built index.html, directive by directive. */
function builtPolicy(): { html: string; directives: Map<string, string[]> } {
  const html = readFileSync(path.join(lane.dist, 'index.html'), 'utf8');
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!content) throw new Error(`no CSP meta tag in ${lane.dist}/index.html`);
  const directives = new Map<string, string[]>();
  for (const part of content.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return { html, directives };
}

/** Everything CSP-related the page reported: violation events and console lines naming the policy. */
async function watchCsp(page: Page) {
  const violations = await recordCspViolations(page);
  const problems = recordProblems(page);
  return {
    problems,
    report: () => ({
      violations,
      consoleCsp: problems.lines.filter((line) => /Content Security Policy/i.test(line)),
    }),
  };
}

const none = { violations: [], consoleCsp: [] };

test('the built index.html carries the policy with the API and checkout origins', () => {
  const { html, directives } = builtPolicy();
  // The lane builds with the mock as both the API and the checkout script's host.
  expect(directives.get('default-src')).toEqual(["'self'"]);
  // Inline scripts only by hash: exactly the ones index.html carries (zod's JIT switch and the route
  // start: the page's chunks and first read).
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
  expect(inline).toHaveLength(2);
  expect(directives.get('script-src')).toEqual(["'self'", ...inline, API_ORIGIN]);
  expect(directives.get('connect-src')).toEqual(["'self'", API_ORIGIN]);
  expect(directives.get('img-src')).toEqual(["'self'", API_ORIGIN, 'data:', 'blob:']);
  expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(directives.get('frame-src')).toEqual(["'self'", API_ORIGIN]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  for (const [name, values] of directives) {
    expect(values, name).not.toContain("'unsafe-eval'");
    expect(values, name).not.toContain('*');
    if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
  }
  // It must come before any script to govern it.
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
});

test('a guest buys a ticket through the sandbox checkout with no CSP violation', async ({ page }) => {
  test.slow();
  const csp = await watchCsp(page);
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  await openPersonalDetails(page);
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const sandbox = sandboxDialog(page);
  await expect(sandbox).toBeVisible();
  await expect(sandbox).toContainText('₹');
  await sandbox.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
  await settled(csp.problems);
  expect(csp.report()).toEqual(none);
});

test('a video plays on /video with no CSP violation', async ({ page }) => {
  test.slow();
  const csp = await watchCsp(page);
  await page.goto('/video');
  const play = page.getByRole('main').getByRole('button', { name: /^Play / });
  await expect(play.first()).toBeVisible();
  const title = ((await play.first().textContent()) ?? '').replace(/^Play /, '');
  await play.first().click();
  const player = page.getByRole('region', { name: `${title} player` });
  await expect(player).toBeVisible();
  // The player's media actually loaded from the API origin (an image, a file or a frame).
  await expect
    .poll(() =>
      player.evaluate((region) => {
        const media = region.querySelector('img, video, iframe');
        if (media instanceof HTMLImageElement) return media.complete && media.naturalWidth > 0;
        if (media instanceof HTMLVideoElement) return media.readyState > 0;
        return media instanceof HTMLIFrameElement;
      }),
    )
    .toBe(true);
  await settled(csp.problems);
  expect(csp.report()).toEqual(none);
});

test('a member opens a partner offer on /lwl-privileges with no CSP violation', async ({ page, request }) => {
  test.slow();
  const csp = await watchCsp(page);
  await signInByStorage(page, request, TITAN);
  await page.goto('/lwl-privileges');
  const card = page.getByRole('main').getByRole('button', { name: / logo/ }).first();
  await expect(card).toBeVisible();
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Offer code')).toBeVisible();
  await expect
    .poll(() =>
      dialog
        .locator('img')
        .evaluateAll((images) =>
          images.every(
            (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
          ),
        ),
    )
    .toBe(true);
  await settled(csp.problems);
  expect(csp.report()).toEqual(none);
});
