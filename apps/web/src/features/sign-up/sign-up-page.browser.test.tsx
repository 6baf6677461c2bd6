import type { SignUpVariant } from '@lwl/machines';
import {
  checkoutEndpoints,
  EMIRATES,
  formatUsd,
  GLOBAL_COUNTRIES,
  type MembershipPriceOption,
  membershipEndpoints,
  membershipMessages,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError } from '../../testing/field.ts';
import { expectFitsPhone, textbox } from '../../testing/membership-form.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { SignUpPage } from './sign-up-page.tsx';

const usd = (id: number, term: string, price: number, name: string): MembershipPriceOption => ({
  id,
  term,
  price,
  name,
});

const OPTIONS: Record<SignUpVariant, MembershipPriceOption[]> = {
  global: [usd(1, '1 Year', 400, 'Global Access'), usd(2, '2 Years', 532, 'Global Access')],
  uae: [usd(7, '1 Year', 1000, 'UAE'), usd(8, '2 Years', 1800, 'UAE')],
};

async function openSignUp(variant: SignUpVariant, name: string) {
  fakeApi()
    .on(membershipEndpoints['GET membership/{slug}'], () => OPTIONS[variant])
    .on(checkoutEndpoints['POST order-quote'], () => answer(404));
  await renderApp(<SignUpPage variant={variant} />);
  const form = page.getByRole('form', { name });
  const duration = form.getByRole('combobox', { name: 'Duration' });
  await expect.element(duration).toBeVisible();
  return { form, duration, pay: () => form.getByRole('button', { name: 'Pay Now' }).click() };
}

const optionTexts = (select: Element) => [...select.querySelectorAll('option')].map((option) => option.text);

describe('the global sign-up', () => {
  test('presets 1 year in dollars, lists the 42 countries, and passes axe', async () => {
    const { form, duration } = await openSignUp('global', 'Global Access Membership sign-up');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Global Access Membership' }))
      .toBeVisible();
    await expect.element(duration).toHaveValue('1');
    await expect.element(form.getByText(formatUsd(400), { exact: true })).toBeVisible();
    const country = form.getByRole('combobox', { name: 'Country' });
    expect(optionTexts(country.element())).toEqual(['Select country', ...GLOBAL_COUNTRIES]);
    expect(GLOBAL_COUNTRIES).toHaveLength(42);
    await duration.selectOptions('2 Years');
    await expect.element(form.getByText(formatUsd(532), { exact: true })).toBeVisible();
    await expectAccessible(form.element());
  });

  test('requires the phone, country, city and state, each under its field; fits a phone', async () => {
    const { form, pay } = await openSignUp('global', 'Global Access Membership sign-up');
    await pay();
    await expectFieldError(textbox(form, 'Phone Number'), membershipMessages.phoneRequired);
    await expectFieldError(
      form.getByRole('combobox', { name: 'Country' }),
      membershipMessages.countryRequired,
    );
    await expectFieldError(textbox(form, 'City'), membershipMessages.cityRequired);
    await expectFieldError(textbox(form, 'State'), membershipMessages.stateRequired);
    await expectFieldError(textbox(form, 'First Name'), membershipMessages.firstNameRequired);
    await expectAccessible(form.element());
    await expectFitsPhone();
  });
});

describe('the UAE sign-up', () => {
  test('lists the 7 emirates; the phone is optional but digits only; passes axe and fits a phone', async () => {
    const { form, pay } = await openSignUp('uae', 'UAE Membership sign-up');
    await expect.element(page.getByRole('heading', { level: 1, name: 'UAE Membership' })).toBeVisible();
    expect(optionTexts(form.getByRole('combobox', { name: 'Emirate' }).element())).toEqual([
      'Select emirate',
      ...EMIRATES,
    ]);
    expect(EMIRATES).toHaveLength(7);
    await pay();
    await expectFieldError(textbox(form, 'First Name'), membershipMessages.firstNameRequired);
    await expect
      .element(form.getByText(membershipMessages.phoneRequired, { exact: true }))
      .not.toBeInTheDocument();
    await textbox(form, 'Phone Number').fill('12ab');
    await pay();
    await expectFieldError(textbox(form, 'Phone Number'), membershipMessages.phoneDigitsOnly);
    await expectAccessible(form.element());
    await expectFitsPhone();
  });
});
