import type { SignUpVariant } from '@lwl/machines';
import {
  authMessages,
  checkoutEndpoints,
  EMIRATES,
  formatUsd,
  GLOBAL_COUNTRIES,
  type MembershipPriceOption,
  membershipEndpoints,
  membershipMessages,
  PHONE_COUNTRIES,
  phoneMessages,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError, expectFieldValid } from '../../testing/field.ts';
import { expectFitsPhone, fillPersonalDetails, textbox } from '../../testing/membership-form.ts';
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
    // Every plan's price first, in dollars without a GST label (an export), then the chosen one's fee.
    const plans = form.getByRole('region', { name: 'Plans' });
    expect(
      plans
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([`1 Year${formatUsd(400)}`, `2 Years${formatUsd(532)}`]);
    await expect.element(plans).toHaveTextContent(`from ${formatUsd(400)}`);
    await expect.element(form).not.toHaveTextContent('GST');
    const fee = () => form.getByText('Membership fee').query()?.parentElement?.textContent;
    await expect.poll(fee).toBe(`Membership fee${formatUsd(400)}`);
    const country = form.getByRole('combobox', { name: 'Country', exact: true });
    expect(optionTexts(country.element())).toEqual(['Select country', ...GLOBAL_COUNTRIES]);
    expect(GLOBAL_COUNTRIES).toHaveLength(42);
    await duration.selectOptions('2 Years');
    await expect.poll(fee).toBe(`Membership fee${formatUsd(532)}`);
    await expectAccessible(form.element());
  });

  test('requires the phone, country, city and state, each under its field; fits a phone', async () => {
    const { form, pay } = await openSignUp('global', 'Global Access Membership sign-up');
    await pay();
    await expectFieldError(textbox(form, 'Phone Number'), membershipMessages.phoneRequired);
    await expectFieldError(
      form.getByRole('combobox', { name: 'Country', exact: true }),
      membershipMessages.countryRequired,
    );
    await expectFieldError(textbox(form, 'City'), membershipMessages.cityRequired);
    await expectFieldError(textbox(form, 'State'), membershipMessages.stateRequired);
    // A buyer abroad has a ZIP or postal code, not an Indian pin code.
    await expectFieldError(textbox(form, 'ZIP / postal code'), membershipMessages.postalCodeRequired);
    await expect.element(form.getByText('Pin code', { exact: true })).not.toBeInTheDocument();
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

describe('the phone of the sign-up forms', () => {
  const countryCode = (form: ReturnType<typeof page.getByRole>) =>
    form.getByRole('combobox', { name: 'Country code' });

  test('the global form offers every country India first and by default, with its code beside the number', async () => {
    const { form } = await openSignUp('global', 'Global Access Membership sign-up');
    const code = countryCode(form);
    await expect.element(code).toHaveValue('IN');
    expect(optionTexts(code.element())).toEqual(
      PHONE_COUNTRIES.map((country) => `${country.name} (+${country.callingCode})`),
    );
    expect(optionTexts(code.element())[0]).toBe('India (+91)');
    // Never cut: a number too long is refused with a message (components/ui/phone-field.browser.test.tsx).
    await expect.element(textbox(form, 'Phone Number')).not.toHaveAttribute('maxlength');
    // The code is described by the field's message too.
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect.element(code).toHaveAccessibleDescription(membershipMessages.phoneRequired);
  });

  test('a UAE number is taken once the UAE is chosen, by keyboard, and its length is not cut', async () => {
    const { form, pay } = await openSignUp('global', 'Global Access Membership sign-up');
    const number = textbox(form, 'Phone Number');
    await number.fill('50 123 4567');
    await pay();
    await expectFieldError(number, 'Only number is allow');
    const code = countryCode(form);
    (code.element() as HTMLSelectElement).focus();
    // One letter: the select's type-ahead forgets a word typed slower than a key a second (a busy machine).
    await userEvent.keyboard('U');
    await expect.element(code).toHaveValue('AE');
    await expect.element(form.getByText('AE +971')).toBeVisible();
    await expect.element(number).not.toHaveAttribute('maxlength');
    await number.fill('50 123 4567');
    await pay();
    await expectFieldValid(number);
    await number.fill('+971 50 123 4567');
    expect((number.element() as HTMLInputElement).value).toBe('+971 50 123 4567');
    await pay();
    await expectFieldValid(number);
    await number.fill('50 12');
    await pay();
    await expectFieldError(number, phoneMessages.invalidFor('United Arab Emirates'));
  });

  test('an international number pasted into the number picks its country', async () => {
    const { form } = await openSignUp('global', 'Global Access Membership sign-up');
    const number = textbox(form, 'Phone Number');
    const input = number.element() as HTMLInputElement;
    input.focus();
    const data = new DataTransfer();
    data.setData('text', '+44 7911 123456');
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await expect.element(countryCode(form)).toHaveValue('GB');
    await expect.element(number).toHaveValue('7911123456');
  });

  test('the UAE form starts with the UAE code', async () => {
    const { form } = await openSignUp('uae', 'UAE Membership sign-up');
    await expect.element(countryCode(form)).toHaveValue('AE');
  });

  test('an Indian number keeps the 10-digit rule', async () => {
    const { form, pay } = await openSignUp('global', 'Global Access Membership sign-up');
    await textbox(form, 'Phone Number').fill('98765');
    await pay();
    await expectFieldError(textbox(form, 'Phone Number'), phoneMessages.indianLength);
  });
});

describe('the sign-up forms say their limits before submitting', () => {
  test('names, company, designation and city carry their length, the password its rule', async () => {
    const { form } = await openSignUp('global', 'Global Access Membership sign-up');
    for (const [label, max] of [
      ['First Name', 60],
      ['Last Name', 60],
      ['Company Name', 100],
      ['Designation', 80],
      ['City', 60],
    ] as const) {
      await expect.element(textbox(form, label)).toHaveAttribute('maxlength', String(max));
      await expect.element(textbox(form, label)).toHaveAccessibleDescription(`Up to ${max} characters`);
    }
    const password = form.getByLabelText(/^Password/);
    await expect.element(password).toHaveAccessibleDescription(authMessages.newPasswordHint);
    await password.fill('abc');
    await form.getByLabelText(/^Confirm Password/).fill('abc');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expectFieldError(password, authMessages.passwordTooShort);
    await expect
      .element(password)
      .toHaveAccessibleDescription(expect.stringContaining(authMessages.newPasswordHint));
  });

  test('a refused submit focuses the first invalid field in the page order', async () => {
    const { form, pay } = await openSignUp('global', 'Global Access Membership sign-up');
    await pay();
    await expect.element(form.getByRole('combobox', { name: 'Title' })).toHaveFocus();
    await fillPersonalDetails(form);
    await textbox(form, 'Phone Number').fill('12');
    await pay();
    await expect.element(textbox(form, 'Phone Number')).toHaveFocus();
  });
});
