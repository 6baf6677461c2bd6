/** Signing in: through the login page, the way a member does, or by the API where that is not the subject. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { sessionEntries } from './hardening.ts';
import { WEB_ORIGIN } from './lane.ts';

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('member dashboard');
}

/** An empty document on the app's origin, served by the test: where local storage can be written. */
const BLANK = `${WEB_ORIGIN}/__e2e-blank`;

/**
 * Signs in by the API and writes the session where the app keeps it (local storage, as the login page
 * does), once: a later logout lasts, unlike `signInByStorage`'s. The page is left on a blank document
 * of the app's origin (or where it was, when already on the app): the caller opens the page it tests.
 * For journeys where signing in is not what they test; the login page itself is tested with `signIn`.
 */
export async function signInByApi(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> {
  const entries = await sessionEntries(request, account);
  if (!page.url().startsWith(WEB_ORIGIN)) await openBlank(page);
  await writeStorage(page, entries);
}

/** Opens the empty document of the app's origin (BLANK): the app that was on the page is gone. */
async function openBlank(page: Page): Promise<void> {
  await page.route(BLANK, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(BLANK);
  await page.unroute(BLANK);
}

async function writeStorage(page: Page, entries: Record<string, string>, clear = false): Promise<void> {
  await page.evaluate(
    ({ stored, empty }) => {
      if (empty) {
        window.localStorage.clear();
        window.sessionStorage.clear();
      }
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
    { stored: entries, empty: clear },
  );
}

/**
 * A page reused from an earlier test as a first visit finds it: on a blank document of the app's origin,
 * local and session storage empty (then `entries` written: a signed-in member's session).
 */
export async function startClean(page: Page, entries: Record<string, string> = {}): Promise<void> {
  await openBlank(page);
  await writeStorage(page, entries, true);
}

export async function storedKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null) entries[key] = localStorage.getItem(key) ?? '';
    }
    return entries;
  });
}
