import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import type { APIRequestContext, Page } from '@playwright/test';
import { MAVERICK, SESSION_EXPIRED } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { MOCK_ORIGIN } from '../support/lane.ts';
import { toast } from '../support/membership-forms.ts';
import { forceStatus } from '../support/mock.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

interface OfferCategory {
  category_description: string;
  offers: { offer_id: number; title: string }[];
}

/** The categories the signed-in page's user gets from `GET partner-offers`. */
async function categoriesOf(page: Page, request: APIRequestContext): Promise<OfferCategory[]> {
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  const response = await request.get(`${MOCK_ORIGIN}/api/partner-offers`, {
    headers: { [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()), authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: OfferCategory[] };
  return body.data;
}

const offerDialog = (page: Page) => page.getByRole('dialog');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const offerCard = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)} logo`) });

async function openOffer(page: Page, title: string) {
  await offerCard(page, title).click();
  const dialog = offerDialog(page);
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByText('Offer code')).toBeVisible();
  return dialog;
}

test.describe('partner privileges', () => {
  test('a guest is asked to sign in', async ({ page }) => {
    await page.goto('/lwl-privileges');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sign in to see your privileges' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectAccessible(page);
  });

  test('categories and cards; the modal closes by X, overlay click and Escape, and forgets its offer', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInByApi(page, request, MAVERICK);
    await page.goto('/lwl-privileges');
    const categories = await categoriesOf(page, request);
    const offers = categories.flatMap((category) => category.offers);
    expect(offers.length).toBeGreaterThanOrEqual(3);
    // category_description is HTML: shown sanitised, as the category's heading.
    const plainText = (html: string) => html.replace(/<[^>]*>/g, '');
    for (const category of categories) {
      const name = plainText(category.category_description);
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('<p>')).toHaveCount(0);
    await expectAccessible(page);
    const [first, second, third] = offers as [OfferCategory['offers'][number], ...OfferCategory['offers']];

    let dialog = await openOffer(page, first.title);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(offerCard(page, first.title)).toBeFocused();

    const secondTitle = second?.title ?? '';
    dialog = await openOffer(page, secondTitle);
    await expect(dialog.getByRole('heading', { name: first.title })).toHaveCount(0);
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();

    const thirdTitle = third?.title ?? '';
    dialog = await openOffer(page, thirdTitle);
    await expect(dialog.getByRole('heading', { name: secondTitle })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an offer whose detail fails: the message, and the modal can be closed', async ({ page, request }) => {
    await signInByApi(page, request, MAVERICK);
    await page.goto('/lwl-privileges');
    const [category] = await categoriesOf(page, request);
    const offer = category?.offers[0];
    if (!offer) throw new Error('The seed has no partner offer');
    await forceStatus(request, 'GET partner-offer-detail/{offer_id}', 404);
    await offerCard(page, offer.title).click();
    await expect(toast(page, 'Something went wrong, Please try again.')).toBeVisible();
    await offerDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(offerDialog(page)).toBeHidden();
  });

  test('a list failure shows the message; a 401 ends the session', async ({ page, request }) => {
    await signInByApi(page, request, MAVERICK);
    await forceStatus(request, 'GET partner-offers', 500);
    await page.goto('/lwl-privileges');
    await expect(toast(page, 'Something went wrong, Please try again.')).toBeVisible();
    await expect(page.getByText('The privileges could not be loaded.')).toBeVisible();

    await forceStatus(request, 'GET partner-offers', 401);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(toast(page, SESSION_EXPIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Flwl-privileges$/);
  });
});
