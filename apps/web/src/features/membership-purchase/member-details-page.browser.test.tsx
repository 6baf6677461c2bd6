import {
  authMessages,
  checkoutEndpoints,
  commonMessages,
  formatInr,
  INDIA_STATES,
  type MembershipPriceOption,
  membershipEndpoints,
  membershipMessages,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError, expectFieldValid } from '../../testing/field.ts';
import {
  expectFitsPhone,
  fillPersonalDetails,
  photo,
  TOO_BIG,
  textbox,
} from '../../testing/membership-form.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as MemberDetailsPage } from './member-details-page.tsx';

const option = (id: number, city: string, term: string, price: number): MembershipPriceOption => ({
  id,
  city,
  term,
  price,
  name: 'Maverick',
});
const OPTIONS = [
  option(1, 'Delhi', '1 Year', 25_000),
  option(2, 'Delhi', '2 Years', 48_000),
  option(3, 'Others', '1 Year', 27_000),
  option(4, 'Others', '2 Years', 50_000),
  option(5, 'Others', '3 Years', 70_000),
];

async function openForm(slug: string, options: MembershipPriceOption[] = OPTIONS) {
  const api = fakeApi()
    .on(membershipEndpoints['GET membership/{slug}'], () => options)
    .on(checkoutEndpoints['POST order-quote'], () => answer(404));
  const screen = await renderApp(<MemberDetailsPage />, {
    path: `/member-details/${slug}`,
    route: '/member-details/:slug',
  });
  const form = page.getByRole('form', { name: 'Membership purchase' });
  await expect.element(form.getByRole('combobox', { name: 'City' })).toBeVisible();
  return { ...screen, api, form, pay: () => form.getByRole('button', { name: 'Pay Now' }).click() };
}

describe('the membership purchase form', () => {
  test('shows every required-field message, in red and tied to its field, and passes axe', async () => {
    const { form, pay } = await openForm('maverick');
    await expectAccessible(form.element());
    await pay();
    for (const message of [
      membershipMessages.durationRequired,
      membershipMessages.firstNameRequired,
      membershipMessages.lastNameRequired,
      commonMessages.emailRequired,
      membershipMessages.companyNameRequired,
      membershipMessages.designationRequired,
      membershipMessages.pinCodeRequired,
      membershipMessages.passwordRequired,
      authMessages.confirmPasswordRequired,
      membershipMessages.phoneRequired,
    ]) {
      await expect
        .element(form.getByText(message, { exact: true }))
        .toHaveStyle({ color: 'rgb(180, 35, 24)' });
    }
    await expectFieldError(textbox(form, 'First Name'), membershipMessages.firstNameRequired);
    await expectFieldError(textbox(form, 'Pin code'), membershipMessages.pinCodeRequired);
    await expectFieldError(
      form.getByRole('combobox', { name: 'Duration' }),
      membershipMessages.durationRequired,
    );
    await expectAccessible(form.element());
  });

  test('fits a phone, before and after the messages show', async () => {
    const { form, pay } = await openForm('maverick');
    await expectFitsPhone();
    await pay();
    await expect.element(form.getByText(membershipMessages.firstNameRequired, { exact: true })).toBeVisible();
    await expectFitsPhone();
  });

  test('checks the e-mail pattern, digits-only phone and the password confirmation; India’s +91 before the phone', async () => {
    const { form, pay } = await openForm('maverick');
    await textbox(form, 'Email').fill('not-an-email');
    await textbox(form, 'Phone Number').fill('98x765');
    await form.getByLabelText(/^Password/).fill('Str0ng!pass');
    await form.getByLabelText(/^Confirm Password/).fill('Other!pass1');
    await pay();
    await expectFieldError(textbox(form, 'Email'), commonMessages.emailInvalid);
    await expectFieldError(textbox(form, 'Phone Number'), membershipMessages.phoneDigitsOnly);
    await expectFieldError(form.getByLabelText(/^Confirm Password/), authMessages.passwordsDoNotMatch);
    await expect.element(form.getByText('IN +91', { exact: true })).toBeVisible();
  });

  test("shows the chosen duration's fee; a new city clears the duration", async () => {
    const { form } = await openForm('maverick');
    const city = form.getByRole('combobox', { name: 'City' });
    const duration = form.getByRole('combobox', { name: 'Duration' });
    await expect.element(duration).toBeDisabled();
    await city.selectOptions('Delhi');
    // The fee line (the plan list above it names the same price).
    const fee = () => form.getByText('Membership fee').query()?.parentElement?.textContent;
    await duration.selectOptions('2 Years');
    await expect.poll(fee).toBe(`Membership fee${formatInr(48_000)} + GST`);
    await city.selectOptions('Others');
    await expect.element(duration).toHaveValue('');
    await expect.element(form.getByText('Membership fee')).not.toBeInTheDocument();
    expect([...duration.element().querySelectorAll('option')].map((o) => o.text)).toEqual([
      'Select duration',
      '1 Year',
      '2 Years',
      '3 Years',
    ]);
    await duration.selectOptions('1 Year');
    await expect.poll(fee).toBe(`Membership fee${formatInr(27_000)} + GST`);
  });

  test("lists every plan's price before any choice: the default city's, from the lowest, + GST", async () => {
    const { form } = await openForm('maverick');
    const plans = form.getByRole('region', { name: 'Plans in Delhi' });
    await expect.element(plans).toBeVisible();
    await expect.element(plans.getByText(`from ${formatInr(25_000)} + GST`)).toBeVisible();
    expect(
      plans
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([`1 Year${formatInr(25_000)} + GST`, `2 Years${formatInr(48_000)} + GST`]);
    // Nothing chosen yet: the prices came first.
    await expect.element(form.getByRole('combobox', { name: 'City' })).toHaveValue('');
    await form.getByRole('combobox', { name: 'City' }).selectOptions('Others');
    const others = form.getByRole('region', { name: 'Plans in Others' });
    await expect.element(others.getByText(`from ${formatInr(27_000)} + GST`)).toBeVisible();
    expect(others.getByRole('listitem').elements()).toHaveLength(3);
    await expectAccessible(form.element());
  });

  test('refuses a photo over 2 MB and a photo of another type as soon as it is chosen', async () => {
    const { form } = await openForm('titan');
    const field = form.getByLabelText('Photo');
    await field.upload(photo('big.png', 'image/png', TOO_BIG));
    await expectFieldError(field, commonMessages.fileTooLarge);
    await field.upload(photo('notes.txt', 'text/plain', 100));
    await expectFieldError(field, commonMessages.fileUnsupported);
    await field.upload(photo('me.png', 'image/png', 2048));
    await expect.element(field).not.toHaveAttribute('aria-invalid');
  });

  test('titan asks Referred By, not a Statement of Purpose; GST details open with the 30 states', async () => {
    const titan = await openForm('titan');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Titan Membership' })).toBeVisible();
    await expect.element(textbox(titan.form, 'Referred By')).toBeVisible();
    await expect.element(titan.form.getByLabelText('Statement of Purpose')).not.toBeInTheDocument();
    await titan.form.getByLabelText('I want to provide my GST Details(Optional)').click();
    await expect.element(textbox(titan.form, 'GST Number')).toBeVisible();
    await expect.element(textbox(titan.form, 'Address Line 2')).toBeVisible();
    const states = titan.form.getByRole('combobox', { name: 'State' }).last();
    expect(states.element().querySelectorAll('option')).toHaveLength(INDIA_STATES.length + 1);
    expect(INDIA_STATES).toHaveLength(30);
    await expectAccessible(titan.form.element());
  });

  test('the other slugs ask a Statement of Purpose instead', async () => {
    const lap = await openForm('lap');
    await expect.element(lap.form.getByLabelText('Statement of Purpose')).toBeVisible();
    await expect.element(lap.form.getByLabelText('Referred By')).not.toBeInTheDocument();
  });

  test('a fee of 0 blocks the payment with the duration message', async () => {
    const { form, pay, api } = await openForm('maverick', [option(999, 'Delhi', '1 Year', 0)]);
    await form.getByRole('combobox', { name: 'City' }).selectOptions('Delhi');
    await form.getByRole('combobox', { name: 'Duration' }).selectOptions('1 Year');
    await fillPersonalDetails(form);
    await pay();
    await expect
      .element(page.getByRole('listitem').getByText(membershipMessages.durationRequired))
      .toBeVisible();
    expect(api.callsOf(membershipEndpoints['POST membership-payment'])).toEqual([]);
  });

  test('options that fail to load say so and lead to /login', async () => {
    fakeApi().on(membershipEndpoints['GET membership/{slug}'], () =>
      answer(404, { status: 0, message: commonMessages.recordNotFound }),
    );
    const screen = await renderApp(<MemberDetailsPage />, {
      path: '/member-details/titan',
      route: '/member-details/:slug',
    });
    await expect.element(page.getByText(commonMessages.recordNotFound)).toBeVisible();
    expect(screen.location().pathname).toBe('/login');
  });

  test('another slug shows a clear not-found state', async () => {
    await renderApp(<MemberDetailsPage />, {
      path: '/member-details/platinum',
      route: '/member-details/:slug',
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Membership not found' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'See membership plans' }))
      .toHaveAttribute('href', '/membership');
    await expectAccessible();
  });

  test('a refused submit focuses the first invalid field in the page: the city, which the machine holds', async () => {
    const { form, pay } = await openForm('maverick');
    await pay();
    await expect.element(form.getByRole('combobox', { name: 'City' })).toHaveFocus();
    await form.getByRole('combobox', { name: 'City' }).selectOptions('Delhi');
    await form.getByRole('combobox', { name: 'Duration' }).selectOptions('1 Year');
    await pay();
    await expect.element(form.getByRole('combobox', { name: 'Title' })).toHaveFocus();
  });

  test('an Indian pincode is 6 digits, said beside the field; so is a GST pincode', async () => {
    const { form, pay } = await openForm('maverick');
    const pincode = textbox(form, 'Pin code');
    await expect.element(pincode).toHaveAttribute('maxlength', '6');
    await expect.element(pincode).toHaveAccessibleDescription('6 digits');
    await pincode.fill('12');
    await form.getByRole('checkbox', { name: /GST Details/ }).click();
    await textbox(form, 'Pincode').fill('1100');
    await pay();
    await expectFieldError(pincode, commonMessages.pincodeInvalid);
    await expectFieldError(textbox(form, 'Pincode'), commonMessages.pincodeInvalid);
    await pincode.fill('110001');
    await expectFieldValid(pincode);
  });
});
