import { TITAN } from '../support/accounts.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('the dashboard greets the member and links to every area', async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome ${TITAN.firstName}, to your member dashboard!` }),
  ).toBeVisible();
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['Upcoming Events', '/upcoming-events'],
    ['Mentors', '/mentors'],
    ['Packages', '/packages'],
    ['LWL Privileges', '/lwl-privileges'],
    ['All Members', '/all-members'],
    ['Profile', '/profile'],
  ] as const) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  for (const name of [
    'Content Library',
    'Learning Drive',
    'Resources and Endorsements Drive',
    'Member Rulebook',
  ]) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', /^https:/);
  }
  await expect(main.getByRole('searchbox')).toBeVisible();
  // axe: the route sweep scans this page signed in at 1280 px (routes.spec.ts).
});

test('without a stored name the greeting drops it', async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await page.evaluate(() => localStorage.removeItem('UserName'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your member dashboard!');
});
