/**
 * HTML from the API cannot run script. A second mock instance (this lane's API port + 10) loads a
 * `MOCK_DATA_FILE` written from the real seed with script payloads in the event description, a partner
 * category, an offer's description and its code (tests/fixtures/xss-state.ts). The production build
 * of this lane calls the lane's mock; the page's calls to it are forwarded to the second instance
 * (`page.route`), so the same build renders the poisoned data without a second build.
 * Sanitising is checked on its own (no handler, inline script or script URL left in the DOM), then the
 * page's CSP must have reported nothing outside the sanitiser: it would block a surviving handler, but
 * not silently.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  LINK_TEXT,
  SAFE_CODE_TEXT,
  SAFE_EVENT_TEXT,
  SAFE_OFFER_TEXT,
  writeXssState,
} from '../fixtures/xss-state.ts';
import { TITAN } from '../support/accounts.ts';
import {
  type PageProblems,
  recordCspViolations,
  recordProblems,
  redirectApi,
  type SecondMock,
  settled,
  signInByStorage,
  startSecondMock,
} from '../support/hardening.ts';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

let folder = '';
let poisoned: { eventSlug: string; offerTitle: string };
let mock: SecondMock | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  folder = mkdtempSync(path.join(tmpdir(), 'lwl-xss-'));
  poisoned = writeXssState(path.join(folder, 'state.json'));
  mock = await startSecondMock(path.join(folder, 'state.json'));
});

test.afterAll(async () => {
  await mock?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function secondMock(): SecondMock {
  if (!mock) throw new Error('the second mock did not start');
  return mock;
}

/** Alerts, confirms and prompts the page opened. */
function recordDialogs(page: Page): string[] {
  const shown: string[] = [];
  page.on('dialog', (dialog) => {
    shown.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return shown;
}

/** Waits until the page's requests are over and every image has loaded or failed (onerror has had its chance). */
async function everythingLoaded(page: Page, problems: PageProblems): Promise<void> {
  await settled(problems);
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
}

/** What a payload would have left in the document if it survived sanitising. */
async function payloadTraces(page: Page) {
  return page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'));
    return {
      flag: window.__xss ?? null,
      // The build's own inline script sits in <head>; the API's HTML lands in <body>.
      inlineScripts: Array.from(document.scripts)
        .filter((script) => (!script.src && document.body.contains(script)) || script.text.includes('__xss'))
        .map((script) => script.outerHTML),
      handlers: all.flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
      scriptUrls: all.flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((name) => element.getAttribute(name) ?? '')
          .filter((value) => /^\s*javascript:/i.test(value)),
      ),
      frames: Array.from(document.querySelectorAll('iframe[srcdoc], object, embed')).map(
        (element) => element.outerHTML,
      ),
    };
  });
}

/**
 * The CSP violations not raised inside DOMPurify. Chrome checks the policy when DOMPurify's inert
 * DOMParser document receives an `on…` attribute (cure53/DOMPurify#107, #900): blocked, never run, and
 * before the attribute is stripped. Anything else — a handler or script that reached the page — counts.
 */
const outsideSanitizer = (violations: readonly string[]) =>
  violations.filter((line) => !/^script-src-attr blocked inline at \S*\/purify[\w.-]*\.js:/.test(line));

const clean = { flag: null, inlineScripts: [], handlers: [], scriptUrls: [], frames: [] };

test('the event page shows the description without running its payloads', async ({ page }) => {
  test.slow();
  const dialogs = recordDialogs(page);
  const problems = recordProblems(page);
  const violations = await recordCspViolations(page);
  await redirectApi(page, secondMock().origin);
  const detail = page.waitForResponse((r) => r.url().includes(`/api/events/${poisoned.eventSlug}`));
  await page.goto(`/event/${poisoned.eventSlug}`);
  // The API really served the payloads: the test is about the page, not an empty description.
  expect(await (await detail).text()).toContain('onerror=');

  const description = page.locator('.event-description');
  await expect(description.getByText(SAFE_EVENT_TEXT)).toBeVisible();
  const link = description.getByText(LINK_TEXT);
  await expect(link).toBeVisible();
  await everythingLoaded(page, problems);

  await link.click();
  const hover = description.getByText('Hover me');
  if ((await hover.count()) > 0) await hover.hover();
  await expect(page).toHaveURL(new RegExp(`/event/${poisoned.eventSlug}$`));

  expect(await payloadTraces(page)).toEqual(clean);
  expect(dialogs).toEqual([]);
  expect(outsideSanitizer(violations)).toEqual([]);
});

test('the offer modal shows the offer and its code without running their payloads', async ({
  page,
  request,
}) => {
  test.slow();
  const dialogs = recordDialogs(page);
  const problems = recordProblems(page);
  const violations = await recordCspViolations(page);
  await signInByStorage(page, request, TITAN, secondMock().origin);
  await redirectApi(page, secondMock().origin);
  await page.goto('/lwl-privileges');

  const card = page.getByRole('button', { name: new RegExp(`^${poisoned.offerTitle} logo`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Plain text only');
  const detail = page.waitForResponse((r) => r.url().includes('/api/partner-offer-detail/'));
  await card.click();
  expect(await (await detail).text()).toContain('<script>');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: poisoned.offerTitle })).toBeVisible();
  await expect(dialog.getByText(SAFE_OFFER_TEXT)).toBeVisible();
  await expect(dialog.getByText(SAFE_CODE_TEXT)).toBeVisible();
  await everythingLoaded(page, problems);

  await dialog.getByText(LINK_TEXT).click();
  await expect(dialog).toBeVisible();
  expect(await payloadTraces(page)).toEqual(clean);
  expect(dialogs).toEqual([]);
  expect(outsideSanitizer(violations)).toEqual([]);
});
