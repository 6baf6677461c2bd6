/**
 * The phone field as a person types and pastes into it, in a form checked by the phone schema of the
 * membership forms: a +code (or 00 code) selects its country and every digit is kept; a number too
 * long for its country is refused with a message as it is typed, and on submit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { membershipPhoneMessages, type PhoneInput, phoneInputField, phoneMessages } from '@lwl/schemas';
import { useForm } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as z from 'zod/mini';
import { expectAccessible } from '../../testing/axe.ts';
import { expectFieldError, expectFieldValid } from '../../testing/field.ts';
import { FormPhoneField } from './form-phone-field.tsx';

const schema = z.object({ phone: phoneInputField(membershipPhoneMessages) });

function PhoneForm({ onSubmit, start }: { onSubmit: (phone: string) => void; start: PhoneInput }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { phone: start } });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.phone))} aria-label="Contact">
      <FormPhoneField form={form} id="phone" label="Phone Number" required />
      <button type="submit">Send</button>
      {/* Where a test writes what it copies, as a person copies a number from elsewhere. */}
      <label>
        Copied from <input id="source" />
      </label>
    </form>
  );
}

async function renderField(start: PhoneInput = { country: 'IN', number: '' }) {
  const onSubmit = vi.fn();
  await render(<PhoneForm onSubmit={onSubmit} start={start} />);
  const number = page.getByRole('textbox', { name: 'Phone Number' });
  const code = page.getByRole('combobox', { name: 'Country code' });
  return { onSubmit, number, code, send: () => page.getByRole('button', { name: 'Send' }).click() };
}

/** Copies `text` from another field and pastes it into the phone number with the keyboard. */
async function paste(text: string) {
  const source = page.getByLabelText('Copied from');
  await source.fill(text);
  await source.click();
  await userEvent.keyboard('{ControlOrMeta>}a{/ControlOrMeta}');
  await userEvent.copy();
  await page.getByRole('textbox', { name: 'Phone Number' }).click();
  await userEvent.paste();
}

const value = (locator: { element: () => Element }) => (locator.element() as HTMLInputElement).value;

describe('pasting a number with its country code', () => {
  test.each([
    ['+971501234567', 'AE', '501234567', '+971501234567'],
    ['+971 50 123 4567', 'AE', '501234567', '+971501234567'],
    ['00971 50 123 4567', 'AE', '501234567', '+971501234567'],
    ['+1 415 555 0123', 'US', '4155550123', '+14155550123'],
    ['+44 7911 123456', 'GB', '7911123456', '+447911123456'],
  ])('%s with India selected selects %s and keeps every digit', async (pasted, country, national, sent) => {
    const { onSubmit, number, code, send } = await renderField();
    await expect.element(code).toHaveValue('IN');
    await paste(pasted);
    await expect.element(code).toHaveValue(country);
    await expect.element(number).toHaveValue(national);
    await send();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(sent));
  });

  test('a number without a code is pasted as it is, never cut', async () => {
    const { number, code } = await renderField();
    await paste('98765432101');
    await expect.element(code).toHaveValue('IN');
    await expect.element(number).toHaveValue('98765432101');
    await expectFieldError(number, 'An Indian number has 10 digits; this one has 11.');
  });
});

describe('typing a number with its country code', () => {
  test('+971 50 123 4567 typed with India selected selects the UAE once +971 is typed, and keeps it all', async () => {
    const { onSubmit, number, code, send } = await renderField();
    await number.click();
    await userEvent.keyboard('+97');
    await expect.element(code).toHaveValue('IN');
    await userEvent.keyboard('1');
    await expect.element(code).toHaveValue('AE');
    await expect.element(page.getByText('AE +971')).toBeVisible();
    await userEvent.keyboard(' 50 123 4567');
    expect(value(number)).toBe('+971 50 123 4567');
    await send();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('+971501234567'));
  });

  test('an Indian number with its trunk 0 is sent as its 10 digits', async () => {
    const { onSubmit, number, send } = await renderField();
    await number.fill('09876543210');
    await expectFieldValid(number);
    await send();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('9876543210'));
  });
});

describe('a number too long for its country', () => {
  test('an 11-digit Indian number is kept whole and refused with a message, at once and on submit', async () => {
    const { onSubmit, number, send } = await renderField();
    await number.click();
    await userEvent.keyboard('9876543210');
    await expectFieldValid(number);
    await userEvent.keyboard('1');
    expect(value(number)).toBe('98765432101');
    await expectFieldError(number, 'An Indian number has 10 digits; this one has 11.');
    await expect
      .element(page.getByRole('combobox', { name: 'Country code' }))
      .toHaveAccessibleDescription('An Indian number has 10 digits; this one has 11.');
    await expectAccessible(document.body);
    await send();
    await expectFieldError(number, 'An Indian number has 10 digits; this one has 11.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace}');
    await expectFieldValid(number);
    await send();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('9876543210'));
  });

  test('a UAE number past the longest of the UAE says so, and the message follows the country chosen', async () => {
    const { number, code } = await renderField({ country: 'AE', number: '' });
    const tooLong = 'Too long for United Arab Emirates (+971): at most 12 digits, this one has 13.';
    await number.fill('50 123 4567 8901');
    await expectFieldError(number, tooLong);
    expect(value(number)).toBe('50 123 4567 8901');
    await code.selectOptions('Germany (+49)');
    await expectFieldValid(number);
    await code.selectOptions('United Kingdom (+44)');
    await expectFieldError(
      number,
      phoneMessages.tooLong({ code: 'GB', name: 'United Kingdom', callingCode: '44', maxDigits: 10 }, 13),
    );
  });

  test('a too-long number pasted with its code keeps its digits and says so', async () => {
    const { number, code } = await renderField();
    await paste('+971 50 123 4567 8901');
    await expect.element(code).toHaveValue('AE');
    await expect.element(number).toHaveValue('5012345678901');
    await expectFieldError(
      number,
      'Too long for United Arab Emirates (+971): at most 12 digits, this one has 13.',
    );
  });
});
