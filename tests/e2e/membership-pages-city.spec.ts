/** City tabs of /india-membership and /lap-membership. */
import type { Locator, Page } from '@playwright/test';
import { pauseClock, planCard } from '../support/membership-pages.ts';
import { expect, test } from '../support/test.ts';

const cityTabs = (page: Page) => page.getByRole('tablist', { name: 'Choose your city' });
const tab = (page: Page, city: string) => cityTabs(page).getByRole('tab', { name: city, exact: true });

async function expectPrices(list: Locator, prices: Record<string, string>): Promise<void> {
  for (const [duration, price] of Object.entries(prices)) {
    await expect(planCard(list, duration).getByText(price, { exact: true })).toBeVisible();
  }
}

/** Chooses a city and checks the 800 ms pending state: spinner on it, every tab disabled, then the switch. */
async function switchCity(page: Page, city: string, cities: readonly string[]): Promise<void> {
  await tab(page, city).click();
  await expect(tab(page, city)).toHaveAttribute('aria-busy', 'true');
  await expect(tab(page, city).locator('.city-tab-spinner')).toBeVisible();
  for (const other of cities) await expect(tab(page, other)).toBeDisabled();
  await page.clock.runFor(799);
  await expect(tab(page, city)).toHaveAttribute('aria-selected', 'false');
  await expect(tab(page, city)).toBeDisabled();
  await page.clock.runFor(1);
  await expect(tab(page, city)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, city).locator('.city-tab-spinner')).toHaveCount(0);
  for (const other of cities) await expect(tab(page, other)).toBeEnabled();
}

test.describe('/india-membership', () => {
  const CITIES = ['Delhi', 'Mumbai', 'Bangalore', 'Others'];
  const titanPrices = (page: Page) => page.getByRole('list', { name: /^Titan pricing in / });
  const maverickPrices = (page: Page) => page.getByRole('list', { name: /^Maverick pricing in / });
  const pass = (page: Page) => page.getByRole('region', { name: 'Limited Access Pass' });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/india-membership');
    await expect(tab(page, 'Delhi')).toHaveAttribute('aria-selected', 'true');
    await pauseClock(page);
  });

  test('starts on Delhi with its prices, the 2-year card highlighted and old prices struck', async ({
    page,
  }) => {
    await expect(cityTabs(page).getByRole('tab')).toHaveText(CITIES);
    await expectPrices(titanPrices(page), {
      '1 Year': '₹1,10,000',
      '2 Years': '₹1,24,000',
      '3 Years': '₹1,60,000',
    });
    await expect(planCard(titanPrices(page), '2 Years').locator('s')).toHaveText('was ₹1,55,000');
    await expect(planCard(titanPrices(page), '2 Years')).toHaveClass(/plan-card-highlight/);
    await expect(planCard(titanPrices(page), '1 Year')).not.toHaveClass(/plan-card-highlight/);
    await expectPrices(maverickPrices(page), {
      '1 Year': '₹45,000',
      '2 Years': '₹48,000',
      '3 Years': '₹60,000',
    });
    await expect(planCard(maverickPrices(page), '2 Years').locator('s')).toHaveText('was ₹60,000');
    await expect(pass(page).getByText('₹7,000', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Titan', exact: true })).toHaveAttribute('href', '#titan');
    await expect(page.getByRole('link', { name: 'Maverick', exact: true })).toHaveAttribute(
      'href',
      '#maverick',
    );
    await expect(page.getByRole('link', { name: /Join Our Community/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('switching to Bangalore shows a spinner for 800 ms, then its prices and pass price', async ({
    page,
  }) => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await switchCity(page, 'Bangalore', CITIES);
    await expectPrices(titanPrices(page), {
      '1 Year': '₹80,000',
      '2 Years': '₹92,000',
      '3 Years': '₹1,20,000',
    });
    await expect(planCard(titanPrices(page), '2 Years').locator('s')).toHaveText('was ₹1,15,000');
    await expectPrices(maverickPrices(page), {
      '1 Year': '₹45,000',
      '2 Years': '₹48,000',
      '3 Years': '₹60,000',
    });
    await expect(planCard(maverickPrices(page), '2 Years').locator('s')).toHaveCount(0);
    await expect(pass(page).getByText('₹5,000', { exact: true })).toBeVisible();
    await expect(page.locator('.mp-hero')).toHaveClass(/city-bg-bangalore/);
    await page.clock.runFor(2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Mumbai has its own prices; Others hides the pass section', async ({ page }) => {
    await switchCity(page, 'Mumbai', CITIES);
    await expectPrices(titanPrices(page), {
      '1 Year': '₹1,10,000',
      '2 Years': '₹1,24,000',
      '3 Years': '₹1,60,000',
    });
    await expect(planCard(titanPrices(page), '2 Years').locator('s')).toHaveCount(0);
    await expect(pass(page).getByText('₹7,000', { exact: true })).toBeVisible();

    await switchCity(page, 'Others', CITIES);
    await expectPrices(titanPrices(page), {
      '1 Year': '₹65,000',
      '2 Years': '₹72,000',
      '3 Years': '₹92,000',
    });
    await expectPrices(maverickPrices(page), {
      '1 Year': '₹27,000',
      '2 Years': '₹31,200',
      '3 Years': '₹40,800',
    });
    await expect(pass(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(2);
  });
});

test.describe('/lap-membership', () => {
  const CITIES = ['Delhi', 'Mumbai', 'Bangalore'];
  const price = (page: Page) => page.getByRole('region', { name: /^Limited Access Pass in / });

  test('Delhi by default; Bangalore after the 800 ms switch costs ₹5,000; Buy Now goes to /member-details/lap', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/lap-membership');
    await expect(cityTabs(page).getByRole('tab')).toHaveText(CITIES);
    await expect(tab(page, 'Delhi')).toHaveAttribute('aria-selected', 'true');
    await pauseClock(page);
    await expect(price(page).getByText('₹7,000', { exact: true })).toBeVisible();

    await switchCity(page, 'Bangalore', CITIES);
    await expect(price(page)).toHaveAccessibleName('Limited Access Pass in Bangalore');
    await expect(price(page).getByText('₹5,000', { exact: true })).toBeVisible();
    await expect(page.locator('.mp-hero')).toHaveClass(/city-bg-bangalore/);

    await switchCity(page, 'Mumbai', CITIES);
    await expect(price(page).getByText('₹7,000', { exact: true })).toBeVisible();

    await page.clock.resume();
    await price(page).getByRole('link', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/member-details\/lap$/);
  });
});
