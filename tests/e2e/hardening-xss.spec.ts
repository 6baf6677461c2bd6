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
import type { Page } from '@playwright/test';
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
import { expect, test } from '../support/test.ts';

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
 * The CSP violations not raised inside a sanitiser. Chrome checks the policy when an `on…` attribute
 * is parsed into a sanitiser's inert document — DOMPurify's DOMParser (cure53/DOMPurify#107, #900) or
 * `setHTML`'s own parse — blocked, never run, and before the attribute is stripped: reported at
 * DOMPurify's file, or at the app's `setHTML(` call. Anything else — a handler or script that reached
 * the page — counts.
 */
async function outsideSanitizer(page: Page, violations: readonly string[]): Promise<string[]> {
  const outside: string[] = [];
  for (const line of violations) {
    const at = line.match(/^script-src-attr blocked inline at (\S+):(\d+):(\d+): /);
    if (at && /\/purify[\w.-]*\.js$/.test(at[1] ?? '')) continue;
    if (at && (await sourceAround(page, at[1] ?? '', Number(at[2]), Number(at[3]))).includes('.setHTML('))
      continue;
    outside.push(line);
  }
  return outside;
}

/** The text of a script around line:column (both from 1), as the violation names them. */
async function sourceAround(page: Page, url: string, line: number, column: number): Promise<string> {
  const answer = await page.request.get(url);
  if (!answer.ok()) return '';
  const text = (await answer.text()).split('\n')[line - 1] ?? '';
  return text.slice(Math.max(0, column - 40), column + 40);
}

const clean = { flag: null, inlineScripts: [], handlers: [], scriptUrls: [], frames: [] };

/**
 * Chromium sanitises with its own HTML Sanitizer API (`setHTML`); a browser without it loads DOMPurify.
 * Both paths run here: the second hides `setHTML` before the app starts.
 */
const SANITIZERS = [
  { name: "the browser's setHTML", loadsDomPurify: false, hideSetHtml: false },
  { name: 'DOMPurify', loadsDomPurify: true, hideSetHtml: true },
] as const;

/** Sets the page up for `sanitizer`; the returned list fills with the DOMPurify scripts it fetches. */
async function prepareSanitizer(page: Page, sanitizer: (typeof SANITIZERS)[number]): Promise<string[]> {
  if (sanitizer.hideSetHtml)
    await page.addInitScript(() => {
      Reflect.deleteProperty(Element.prototype, 'setHTML');
    });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/purify[\w.-]*\.js$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

/** What a test watches on the page: the sanitiser's downloads, dialogs, failed requests, CSP reports. */
async function watchPage(page: Page, sanitizer: (typeof SANITIZERS)[number]) {
  const purify = await prepareSanitizer(page, sanitizer);
  return {
    purify,
    dialogs: recordDialogs(page),
    problems: recordProblems(page),
    violations: await recordCspViolations(page),
  };
}

/** No payload left a trace, opened a dialog or broke the policy outside the sanitiser, which was `sanitizer`. */
async function expectNothingRan(
  page: Page,
  watched: Awaited<ReturnType<typeof watchPage>>,
  sanitizer: (typeof SANITIZERS)[number],
): Promise<void> {
  expect(await payloadTraces(page)).toEqual(clean);
  expect(watched.dialogs).toEqual([]);
  expect(await outsideSanitizer(page, watched.violations)).toEqual([]);
  expect(watched.purify.length > 0).toBe(sanitizer.loadsDomPurify);
}

for (const sanitizer of SANITIZERS) {
  test(`the event page shows the description without running its payloads (${sanitizer.name})`, async ({
    page,
  }) => {
    test.slow();
    const watched = await watchPage(page, sanitizer);
    await redirectApi(page, secondMock().origin);
    const detail = page.waitForResponse((r) => r.url().includes(`/api/events/${poisoned.eventSlug}`));
    await page.goto(`/event/${poisoned.eventSlug}`);
    // The API really served the payloads: the test is about the page, not an empty description.
    expect(await (await detail).text()).toContain('onerror=');

    const description = page.locator('.event-description');
    await expect(description.getByText(SAFE_EVENT_TEXT)).toBeVisible();
    const link = description.getByText(LINK_TEXT);
    await expect(link).toBeVisible();
    await everythingLoaded(page, watched.problems);

    await link.click();
    const hover = description.getByText('Hover me');
    if ((await hover.count()) > 0) await hover.hover();
    await expect(page).toHaveURL(new RegExp(`/event/${poisoned.eventSlug}$`));

    await expectNothingRan(page, watched, sanitizer);
  });

  test(`the offer modal shows the offer and its code without running their payloads (${sanitizer.name})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const watched = await watchPage(page, sanitizer);
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
    await everythingLoaded(page, watched.problems);

    await dialog.getByText(LINK_TEXT).click();
    await expect(dialog).toBeVisible();
    await expectNothingRan(page, watched, sanitizer);
  });
}
