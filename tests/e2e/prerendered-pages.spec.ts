/**
 * Pages written at build time (apps/web/scripts/prerender.ts: React's static renderer, in Node): the
 * routes marked `prerender` in the route table arrive with their first screen in the HTML, paint
 * without any script, and the app hydrates them: the written elements stay, without a console error,
 * and nothing the visitor does is lost; the Login/Account link waits for the app, which knows. The step
 * writes the same bytes on every run and starts no browser.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TITAN } from '../support/accounts.ts';
import { recordProblems, settled, signInByStorage } from '../support/hardening.ts';
import { lane } from '../support/lane.ts';
import { expect, test } from '../support/test.ts';

/** The route table, imported at run time (as routes.spec.ts does: a static import type-checks every page). */
const { routes } = (await import(path.join(lane.repoRoot, 'apps/web/src/app/routes.ts'))) as {
  routes: readonly { path: string; page?: string; prerender?: true }[];
};
const WRITTEN = routes.filter((route) => route.prerender).map((route) => route.path);

const PAGES = [
  { path: '/membership', heading: 'Find the membership that fits your journey' },
  { path: '/india-membership', heading: /India/ },
  { path: '/login', heading: 'Login' },
  { path: '/venture-vault', heading: /Venture Vault/ },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its first screen from the HTML alone, inert, without the Login link`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expect(page.locator('.site-nav-account')).toBeHidden();
      await expect(page.locator('.loading-overlay')).toHaveCount(0);
    });
  }

  test('a path that is not written at build time gets the app alone', async ({ page }) => {
    await page.goto('/upcoming-events');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the route table marks the pages written at build time, and only those are written', () => {
  expect(WRITTEN).toEqual(expect.arrayContaining(PAGES.map((page) => page.path)));
  const manifest = JSON.parse(readFileSync(path.join(lane.dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { css?: string[] }
  >;
  for (const route of routes.filter((entry) => entry.prerender)) {
    const html = readFileSync(path.join(lane.dist, `${route.path.slice(1)}.html`), 'utf8');
    expect(html).toContain('<div id="root" inert data-prerendered>');
    // Styled from the HTML: its page module's own stylesheets are linked, not left to the app.
    for (const css of manifest[`src/${route.page}`]?.css ?? [])
      expect(html, route.path).toContain(`href="/${css}"`);
  }
});

for (const written of WRITTEN) {
  test(`${written} is hydrated: the written elements stay, no console error, the Login link shown`, async ({
    page,
  }) => {
    const problems = recordProblems(page);
    // The app's scripts wait until the written page's elements are marked.
    let release = () => {};
    const marked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await marked;
      await route.continue();
    });
    await page.goto(written, { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    const kept = ['main h1', 'header .brand', 'footer', '.site-nav-account'];
    await page.evaluate((selectors) => {
      for (const selector of selectors)
        Reflect.set(document.querySelector(selector) ?? {}, 'lwlWritten', true);
    }, kept);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('.site-nav-account')).toBeVisible();
    await expect(page.locator('.site-nav-account')).toHaveText('Login');
    await settled(problems);
    const stayed = await page.evaluate(
      (selectors) =>
        selectors.filter((selector) => Reflect.get(document.querySelector(selector) ?? {}, 'lwlWritten')),
      kept,
    );
    expect(stayed).toEqual(kept);
    expect(problems.lines).toEqual([]);
  });
}

test('the prerender step writes the same pages again, byte for byte, without starting a browser', async () => {
  test.setTimeout(180_000);
  const out = mkdtempSync(path.join(tmpdir(), 'lwl-prerender-'));
  try {
    // A second run of the build's step on its own client build, in a process that cannot start a program.
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        path.join(lane.repoRoot, 'tests/support/no-browser.ts'),
        path.join(lane.repoRoot, 'apps/web/scripts/prerender.ts'),
        lane.dist,
        out,
      ],
      { cwd: lane.repoRoot },
    );
    for (const written of WRITTEN) {
      const file = `${written.slice(1)}.html`;
      expect(readFileSync(path.join(out, file)), file).toEqual(readFileSync(path.join(lane.dist, file)));
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the app takes over /login: what is typed at once lands in the app, one page, the Login link shown', async ({
  page,
}) => {
  await page.goto('/login');
  // Typed straight away: the written page is inert, so the keys wait for the app's field.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('.site-nav-account')).toHaveText('Login');
  await expect(page.locator('.site-nav-account')).toBeVisible();
});

test('a signed-in member on /membership gets the Account link once the app takes over', async ({
  page,
  request,
}) => {
  await signInByStorage(page, request, TITAN);
  await page.goto('/membership');
  await expect(page.locator('.site-nav-account')).toHaveText('Account');
  await expect(page.locator('.site-nav-account')).toBeVisible();
});
