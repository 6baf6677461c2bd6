import { MAVERICK } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test("maverick's account area shows the empty purchase lists", async ({ page, request }) => {
  await signInByApi(page, request, MAVERICK);
  for (const [section, heading, message] of [
    ['events', 'Events details', 'No Events Exists'],
    ['mentors', 'Mentors details', 'No Mentors Exists'],
    ['packages', 'Package Details', 'No Package Exists'],
  ] as const) {
    await page.goto(`/profile?section=${section}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
});

test("without a membership the membership view says 'No Membership Exists'", async ({ page, request }) => {
  // Every seeded account holds a membership, so this answer is the API's documented empty shape.
  await page.route('**/api/account-membership', (route) =>
    route.fulfill({ json: { status: 1, data: null, user: { first_name: 'Meera', last_name: 'Kapoor' } } }),
  );
  await signInByApi(page, request, MAVERICK);
  await page.goto('/profile?section=membership');
  await expect(page.getByText('No Membership Exists', { exact: true })).toBeVisible();
});

test('a membership shows its card with the LWL member id', async ({ page, request }) => {
  await signInByApi(page, request, MAVERICK);
  await page.goto('/profile?section=membership');
  const card = page.getByRole('article', { name: 'Member card' });
  await expect(card.getByText('Maverick')).toBeVisible();
  await expect(card.getByText(/^LWL\d+$/)).toBeVisible();
  await expectAccessible(page);
});
