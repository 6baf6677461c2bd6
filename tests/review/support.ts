/**
 * Helpers of the review folder's journeys (review.playwright.config.ts): the folder served as files by a
 * plain static server, at a host's root or under a prefix (the project's baseURL), with no mock process.
 * Every call the page and these helpers make is answered by the mock in the page's service worker.
 */
import { expect, type Page } from '@playwright/test';

/** Opens a page of the folder: relative to the project's baseURL, so it works under a prefix too. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
}

interface Message {
  to: string;
  kind: string;
  subject: string;
  text: string;
  otp?: string;
}

/** The outbox, as the page's worker holds it (`GET __mock/outbox` from the page itself). */
async function outbox(page: Page, base: string): Promise<Message[]> {
  return page.evaluate(async (url) => (await fetch(url)).json(), `${base}__mock/outbox`);
}

/** The newest message of a kind to an address, once the worker's mock has sent it. */
export async function mailTo(page: Page, base: string, to: string, kind: string): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(page, base)).find((m) => m.to === to && m.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found as Message;
}

/** The first link of a message's text that starts with `base` and contains `path`. */
export function linkIn(message: Message, base: string, path: string): string {
  const link = message.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => url.startsWith(base) && url.includes(path));
  if (!link) throw new Error(`no ${path} link in "${message.subject}"`);
  return link;
}

export async function signInThroughLogin(page: Page, account: { email: string; password: string }) {
  await open(page, 'login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('member dashboard');
}
