/** Every membership page lists its plans' prices before any choice, labelled by the GST rule. */
import { formatInr } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../../testing/axe.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { Component as GlobalPage } from '../global/global-page.tsx';
import { Component as IndiaPage } from '../india/india-membership-page.tsx';
import { Component as OverviewPage } from '../overview/overview-page.tsx';
import { Component as MaverickPage } from '../tier/maverick-membership-page.tsx';
import { Component as TitanPage } from '../tier/titan-membership-page.tsx';
import { Component as UaePage } from '../uae/uae-page.tsx';

const banner = () => page.getByRole('region').first();

describe('membership prices before any choice', () => {
  test("the overview's banner: each tier from its lowest price, + GST in rupees, none in dollars, and why", async () => {
    await renderApp(<OverviewPage />, { path: '/membership' });
    const tiers = page.getByRole('navigation', { name: 'Membership tiers' });
    const texts = [...tiers.element().children].map((item) => item.textContent);
    expect(texts).toEqual([
      `Titanfrom ${formatInr(110_000)} + GST`,
      `Maverickfrom ${formatInr(45_000)} + GST`,
      'Global Accessfrom $400',
      'UAEfrom $820',
      `Limited Access Pass${formatInr(7000)} + GST`,
    ]);
    await expect
      .element(tiers.getByRole('link', { name: 'Titan', exact: true }))
      .toHaveAttribute('href', '#titan');
    await expect
      .element(
        banner().getByText(
          /^Prices marked \+ GST are before tax, and 18% GST is added at payment; prices in US dollars .* no GST\.$/,
        ),
      )
      .toBeVisible();
    await expectAccessible();
  });

  test.each([
    ['Titan', TitanPage, `Titan membership from ${formatInr(110_000)} + GST`],
    ['Maverick', MaverickPage, `Maverick membership from ${formatInr(45_000)} + GST`],
    ['Global Access', GlobalPage, 'Global Access from $400'],
    ['UAE', UaePage, 'UAE membership from $820'],
  ] as const)('the %s page says its price in the banner', async (_, Page, text) => {
    await renderApp(<Page />);
    await expect.element(banner().getByText(text, { exact: true })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the India page's tier links carry the chosen city's prices", async () => {
    await renderApp(<IndiaPage />, { path: '/india-membership' });
    const anchors = page.getByRole('navigation', { name: 'On this page' });
    await expect.element(anchors).toHaveTextContent(`Titanfrom ${formatInr(110_000)} + GST`);
    await expect.element(anchors).toHaveTextContent(`Maverickfrom ${formatInr(45_000)} + GST`);
    await page.getByRole('tab', { name: 'Bangalore' }).click();
    // After the city switch's 800 ms.
    await expect
      .element(anchors, { timeout: 3000 })
      .toHaveTextContent(`Titanfrom ${formatInr(80_000)} + GST`);
  });
});
