/** The marketing pages' content and links. */
import type { Page } from '@playwright/test';
import { planCard } from '../support/membership-pages.ts';
import { expect, test } from '../support/test.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('/membership: four tier sections with their BUY NOW targets, then the Limited Access Pass card', async ({
  page,
}) => {
  await page.goto('/membership');
  const targets = {
    Titan: '/member-details/titan',
    Maverick: '/member-details/maverick',
    'Global Access': '/global-access-membership',
    UAE: '/uae-membership',
    'Limited Access Pass': '/member-details/lap',
  };
  for (const [name, href] of Object.entries(targets)) {
    await expect(region(page, name).getByRole('link', { name: 'BUY NOW' })).toHaveAttribute('href', href);
  }
  const titan = page.getByRole('list', { name: 'Titan plans' });
  await expect(planCard(titan, '1 Year').getByText('₹1,10,000', { exact: true })).toBeVisible();
  await expect(planCard(titan, '1 Year')).toContainText('Joining Fee₹65,000');
  await expect(planCard(titan, '1 Year')).toContainText('Annual Fee₹45,000');
  await expect(planCard(titan, '2 Years').locator('s')).toHaveText('was ₹1,55,000');
  await expect(planCard(titan, '3 Years').locator('s')).toHaveText('was ₹2,00,000');
  const maverick = page.getByRole('list', { name: 'Maverick plans' });
  await expect(planCard(maverick, '1 Year').getByText('₹45,000', { exact: true })).toBeVisible();
  await expect(planCard(maverick, '3 Years').locator('s')).toHaveText('was ₹75,000');
  const global = page.getByRole('list', { name: 'Global Access plans' });
  await expect(planCard(global, '2 Years').getByText('$532', { exact: true })).toBeVisible();
  await expect(planCard(global, '2 Years').locator('s')).toHaveText('was $1,220');
  const uae = page.getByRole('list', { name: 'UAE plans' });
  await expect(planCard(uae, '3 Years').getByText('$1,700', { exact: true })).toBeVisible();
  await expect(region(page, 'Limited Access Pass').getByText('₹7,000', { exact: true })).toBeVisible();
  await expect(page.getByText('+ GST').first()).toBeVisible();

  await region(page, 'Maverick').getByRole('link', { name: 'BUY NOW' }).click();
  await expect(page).toHaveURL(/\/member-details\/maverick$/);
});

for (const path of ['/global-membership', '/global-new']) {
  test(`${path} renders the global page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your LWL community, wherever you lead');
    await expect(page.getByRole('link', { name: 'Join Our Community' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expect(region(page, "Who it's for").getByRole('listitem')).toHaveCount(6);
    const prices = page.getByRole('list', { name: 'Global Access pricing' });
    await expect(prices.getByRole('listitem')).toHaveCount(3);
    await expect(planCard(prices, '1 Year').getByText('$400', { exact: true })).toBeVisible();
    await expect(planCard(prices, '1 Year').locator('s')).toHaveText('was $820');
    await expect(planCard(prices, '3 Years').getByText('$686', { exact: true })).toBeVisible();
    // A USD plan is an export: no '+ GST'.
    await expect(prices.getByText('+ GST')).toHaveCount(0);
    await expect(region(page, 'Benefits').getByRole('listitem')).toHaveCount(7);
    const table = page.getByRole('table', { name: 'Privileges' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('cell', { name: 'Included' })).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await page.getByRole('link', { name: 'BUY NOW' }).click();
    await expect(page).toHaveURL(/\/global-access-membership$/);
  });
}

for (const path of ['/uae-memberships', '/uae']) {
  test(`${path} renders the UAE page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'LWL goes GlobalExclusive Launch in Dubai',
    );
    await expect(page.getByRole('link', { name: /RSVP NOW/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(region(page, "Who It's for").getByRole('listitem')).toHaveCount(5);
    const prices = page.getByRole('list', { name: 'UAE membership pricing' });
    // The UAE plan's own prices (what the server charges), not Global's 400 / 532 / 686; no '+ GST'.
    const expected = { '1 Year': '$820', '2 Years': '$1,220', '3 Years': '$1,700' };
    for (const [duration, price] of Object.entries(expected)) {
      await expect(planCard(prices, duration).getByText(price, { exact: true })).toBeVisible();
      await expect(planCard(prices, duration).locator('s')).toHaveCount(0);
      await expect(planCard(prices, duration).getByText('+ GST')).toHaveCount(0);
    }
    await expect(prices.getByText('$400')).toHaveCount(0);
    await expect(planCard(prices, '2 Years')).toHaveClass(/plan-card-highlight/);
    await expect(region(page, 'Benefits').getByRole('listitem')).toHaveCount(8);
    const table = page.getByRole('table', { name: 'Privileges' });
    await expect(table.getByRole('columnheader')).toHaveText(['Privilege', 'UAE Membership']);
    await expect(table.getByRole('cell', { name: 'Included' })).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'SUBSCRIBE NOW' })).toBeVisible();
    await page.getByRole('link', { name: 'BUY NOW' }).click();
    await expect(page).toHaveURL(/\/uae-membership$/);
  });
}

test('/india: the older page with its title, tier sections, comparison table and pass card', async ({
  page,
}) => {
  const title = 'India Membership – Exclusive Benefits for Women Leaders';
  await page.goto('/india');
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The 1-year prices the server charges (the overview's reading), nothing struck through.
  for (const [name, price, href] of [
    ['Titan', '₹1,10,000', '/member-details/titan'],
    ['Maverick', '₹45,000', '/member-details/maverick'],
  ] as const) {
    const section = region(page, name);
    await expect(
      section.getByRole('group', { name: `Featured ${name} members` }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(section.getByRole('group', { name: `${name} benefits` })).toBeVisible();
    await expect(section.getByText(price, { exact: true })).toBeVisible();
    await expect(section.getByText('+ GST', { exact: true }).first()).toBeVisible();
    await expect(section.locator('s')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('table', { name: 'Titan and Maverick privileges' })).toBeVisible();
  const pass = region(page, 'Limited Access Pass');
  await expect(pass.getByText('₹7,000', { exact: true })).toBeVisible();
  await pass.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/member-details\/lap$/);
});

for (const tier of ['titan', 'maverick'] as const) {
  test(`/${tier}-membership: Buy Now goes to /member-details/${tier}`, async ({ page }) => {
    await page.goto(`/${tier}-membership`);
    const name = tier === 'titan' ? 'Titan' : 'Maverick';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Membership`);
    const plans = page.getByRole('list', { name: `${name} plans` });
    await expect(plans.getByRole('heading')).toHaveText(['1 Year', '2 Years', '3 Years']);
    await page.getByRole('link', { name: 'Buy Now' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/member-details/${tier}$`));
  });
}

test('the newsletter box confirms locally without a call', async ({ page }) => {
  await page.goto('/global-membership');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') calls.push(request.url());
  });
  await page.getByLabel('Email address').fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible();
  expect(calls).toEqual([]);
});
