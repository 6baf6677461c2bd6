/**
 * One price from page to charge (docs/decisions/0009): for each marketing page, the plan price it shows
 * is the fee the purchase form shows and, with the GST rule applied (INR plans + 18 %, USD plans
 * none), the amount in the provider's checkout dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { sandboxDialog } from '../support/checkout.ts';
import { fillPersonalDetails, newBuyer } from '../support/membership-forms.ts';
import { planCard } from '../support/membership-pages.ts';
import { expect, test } from '../support/test.ts';

type Form =
  | { kind: 'purchase'; slug: 'titan' | 'maverick' | 'lap'; city: string }
  | { kind: 'sign-up'; path: '/global-access-membership' | '/uae-membership'; name: string };

interface Case {
  page: string;
  /** The price on the page. */
  card: (page: Page) => Locator;
  duration: string;
  currency: 'INR' | 'USD';
  form: Form;
}

const listCard = (list: string, duration: string) => (page: Page) =>
  planCard(page.getByRole('list', { name: list, exact: true }), duration);
const titanDelhi: Form = { kind: 'purchase', slug: 'titan', city: 'Delhi' };

const CASES: Case[] = [
  {
    page: '/membership',
    card: listCard('Titan plans', '1 Year'),
    duration: '1 Year',
    currency: 'INR',
    form: titanDelhi,
  },
  {
    page: '/membership',
    card: listCard('UAE plans', '2 Years'),
    duration: '2 Years',
    currency: 'USD',
    form: { kind: 'sign-up', path: '/uae-membership', name: 'UAE Membership sign-up' },
  },
  {
    page: '/titan-membership',
    card: listCard('Titan plans', '3 Years'),
    duration: '3 Years',
    currency: 'INR',
    form: titanDelhi,
  },
  {
    page: '/maverick-membership',
    card: listCard('Maverick plans', '2 Years'),
    duration: '2 Years',
    currency: 'INR',
    form: { kind: 'purchase', slug: 'maverick', city: 'Delhi' },
  },
  {
    page: '/india-membership',
    card: listCard('Maverick pricing in Delhi', '1 Year'),
    duration: '1 Year',
    currency: 'INR',
    form: { kind: 'purchase', slug: 'maverick', city: 'Delhi' },
  },
  {
    page: '/india',
    card: (page) =>
      page.locator('.plan-card').filter({ has: page.getByRole('heading', { name: 'Titan membership' }) }),
    duration: '1 Year',
    currency: 'INR',
    form: titanDelhi,
  },
  {
    page: '/lap-membership',
    card: (page) => page.getByRole('region', { name: 'Limited Access Pass in Delhi' }),
    duration: '3 Months',
    currency: 'INR',
    form: { kind: 'purchase', slug: 'lap', city: 'Delhi' },
  },
  {
    page: '/global-membership',
    card: listCard('Global Access pricing', '1 Year'),
    duration: '1 Year',
    currency: 'USD',
    form: { kind: 'sign-up', path: '/global-access-membership', name: 'Global Access Membership sign-up' },
  },
  {
    page: '/uae-memberships',
    card: listCard('UAE membership pricing', '3 Years'),
    duration: '3 Years',
    currency: 'USD',
    form: { kind: 'sign-up', path: '/uae-membership', name: 'UAE Membership sign-up' },
  },
];

/** '₹1,10,000' → 110000; '$1,220.00' → 1220. */
const money = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));
/** The checkout's total by docs/decisions/0009's rule: INR plans + 18 % GST, USD plans none (to the paisa / cent). */
const charged = (price: number, currency: 'INR' | 'USD') =>
  currency === 'INR' ? Math.round(price * 118) / 100 : price;

async function openForm(page: Page, form: Form, duration: string): Promise<Locator> {
  const buyer = newBuyer('price');
  if (form.kind === 'purchase') {
    await page.goto(`/member-details/${form.slug}`);
    const purchase = page.getByRole('form', { name: 'Membership purchase' });
    await purchase.getByLabel('City').selectOption(form.city);
    await purchase.getByLabel('Duration').selectOption({ label: duration });
    await fillPersonalDetails(purchase, buyer);
    if (form.slug !== 'titan') await purchase.getByLabel('Statement of Purpose').fill('To grow.');
    return purchase;
  }
  await page.goto(form.path);
  const signUp = page.getByRole('form', { name: form.name });
  await expect(signUp.getByLabel('Duration')).not.toHaveValue('', { timeout: 20_000 });
  await signUp.getByLabel('Duration').selectOption({ label: duration });
  await fillPersonalDetails(signUp, buyer);
  const uae = form.path === '/uae-membership';
  await signUp
    .getByRole('combobox', { name: uae ? 'Emirate' : 'Country', exact: true })
    .selectOption(uae ? 'Dubai' : 'Singapore');
  await signUp.getByLabel('City').fill(uae ? 'Dubai' : 'Singapore');
  await signUp.getByRole('textbox', { name: 'State', exact: true }).fill(uae ? 'Dubai' : 'Central Region');
  return signUp;
}

test.describe('page price = form fee = checkout amount', () => {
  for (const c of CASES) {
    test(`${c.page}: ${c.duration} (${c.currency})`, async ({ page }) => {
      await page.goto(c.page);
      const card = c.card(page);
      const priceNow = card.locator('.price-now');
      await expect(priceNow).toBeVisible();
      const price = money(await priceNow.textContent());
      expect(price).toBeGreaterThan(0);
      // INR prices say '+ GST'; USD plans (exports) do not.
      await expect(card.getByText('+ GST', { exact: true })).toHaveCount(c.currency === 'INR' ? 1 : 0);

      const form = await openForm(page, c.form, c.duration);
      const fee = form.locator('.membership-fee strong');
      await expect(fee).toContainText(c.currency === 'INR' ? '₹' : '$');
      expect(money(await fee.textContent())).toBe(price);
      await expect(fee).toContainText(c.currency === 'INR' ? '+ GST' : /\d$/);

      await form.getByRole('button', { name: 'Pay Now' }).click();
      const amount = sandboxDialog(page).getByText(/^Amount: /);
      await expect(amount).toBeVisible({ timeout: 20_000 });
      expect(money(await amount.textContent())).toBe(charged(price, c.currency));
    });
  }
});
