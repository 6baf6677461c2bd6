/** /globalSearch: the four groups, their empty texts, 'No result Found', links and the page's search box. */
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { OPEN_MENTOR } from '../support/benefit-pages.ts';
import { GUEST_EVENT } from '../support/checkout.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const group = (page: Page, name: RegExp) => page.getByRole('region', { name });

test("a guest's search shows each group, members empty", async ({ page }) => {
  await page.goto('/globalSearch?search=priya');
  const mentors = group(page, /^Mentors/);
  await expect(mentors.getByRole('link', { name: new RegExp(OPEN_MENTOR.name) })).toBeVisible();
  await expect(group(page, /^Members/)).toContainText('No Members Found');
  await expect(group(page, /^Upcoming Events/)).toContainText('No Upcoming Events Found');
  await expect(group(page, /^Past Events/)).toContainText('No past Events Found');
  await expect(page.getByText('No result Found')).toHaveCount(0);
  await expectAccessible(page);

  await mentors.getByRole('link', { name: new RegExp(OPEN_MENTOR.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/mentors-details/${OPEN_MENTOR.slug}$`));
});

test("a nonsense term says 'No result Found'", async ({ page }) => {
  await page.goto('/globalSearch?search=zzqxjvw');
  await expect(page.getByText('No result Found', { exact: true })).toBeVisible();
  await expect(page.getByText('No Mentor Found')).toHaveCount(0);
  await expectAccessible(page);
});

test('a member finds members and events; an event opens its page', async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await page.goto('/globalSearch?search=a');
  await expect(
    group(page, /^Members/)
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(group(page, /^Members/)).not.toContainText('No Members Found');
  await expect(group(page, /^Mentors/)).not.toContainText('No Mentor Found');
  await expect(
    group(page, /^Past Events/)
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  await group(page, /^Upcoming Events/)
    .getByRole('link', { name: new RegExp(GUEST_EVENT.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/event/${GUEST_EVENT.slug}$`));
});

test("the page's own search box searches again", async ({ page }) => {
  await page.goto('/globalSearch?search=zzqxjvw');
  await expect(page.getByText('No result Found', { exact: true })).toBeVisible();
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search mentors, members and events' });
  await expect(box).toHaveValue('zzqxjvw');
  await expect(page).toHaveTitle('Results for “zzqxjvw” · LWL');
  await box.fill('summit');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/globalSearch\?search=summit$/);
  await expect(page).toHaveTitle('Results for “summit” · LWL');
  await expect(
    group(page, /^Upcoming Events/).getByRole('link', { name: new RegExp(GUEST_EVENT.name) }),
  ).toBeVisible();
});
