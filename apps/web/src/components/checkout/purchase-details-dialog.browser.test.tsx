import {
  checkoutEndpoints,
  commonMessages,
  formatMinor,
  PAY_NOW_LABEL,
  type PurchaseDetails,
  phoneMessages,
  purchaseMessages,
} from '@lwl/schemas';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError, expectFieldValid } from '../../testing/field.ts';
import { PERSONAL_DETAILS_TITLE, PurchaseDetailsDialog } from './purchase-details-dialog.tsx';
import type { PurchaseSummary } from './purchase-summary.ts';

const SUMMARY: PurchaseSummary = {
  item: null,
  what: {
    label: 'Event',
    name: 'Women in Leadership Summit',
    quantity: 2,
    listed: { unitPrice: 4500, total: 9000, currency: 'INR' },
  },
  checkout: undefined,
};

const BUYER: PurchaseDetails = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Head of Product',
  phone: '9876543210',
};

function renderDialog(props: Partial<Parameters<typeof PurchaseDetailsDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <PurchaseDetailsDialog
      open
      onClose={onClose}
      onSubmit={onSubmit}
      summary={SUMMARY}
      description="Women in Leadership Summit"
      {...props}
    />,
  );
  const dialog = page.getByRole('dialog', { name: PERSONAL_DETAILS_TITLE });
  const field = (label: string) => dialog.getByLabelText(label, { exact: true });
  const pay = () => dialog.getByRole('button', { name: 'Pay Now' }).click();
  return { dialog, field, pay, onSubmit, onClose };
}

const REQUIRED = [
  ['Name', purchaseMessages.nameRequired],
  ['Email', commonMessages.emailRequired],
  ['Company Name', purchaseMessages.companyNameRequired],
  ['Designation', purchaseMessages.designationRequired],
  ['Phone Number', purchaseMessages.phoneNumberRequired],
] as const;

describe('PurchaseDetailsDialog', () => {
  test('is a labelled dialog whose pay button reads "Pay  Now" word for word, and passes axe', async () => {
    const { dialog } = renderDialog();
    await expect.element(dialog).toHaveAccessibleDescription('Women in Leadership Summit');
    // Its two spaces: an accessible name would collapse them.
    expect(dialog.getByRole('button', { name: 'Pay Now' }).element().textContent).toBe(PAY_NOW_LABEL);
    await expect.element(dialog.getByText('IN +91', { exact: true })).toBeVisible();
    await expectAccessible(dialog.element());
  });

  test('an empty submit ties the five messages to their fields, in red, and sends nothing', async () => {
    const { dialog, field, pay, onSubmit } = renderDialog();
    await pay();
    for (const [label, message] of REQUIRED) {
      await expectFieldError(field(label), message);
      await expect
        .element(dialog.getByText(message, { exact: true }))
        .toHaveStyle({ color: 'rgb(180, 35, 24)' });
    }
    await expectFieldValid(field('Coupon'));
    await expectAccessible(dialog.element());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('an e-mail without its domain is refused; a phone with letters too', async () => {
    const { field, pay, onSubmit } = renderDialog();
    await field('Email').fill('not-an-email');
    await field('Phone Number').fill('98x7654321');
    await pay();
    await expectFieldError(field('Email'), commonMessages.emailInvalid);
    await expectFieldError(field('Phone Number'), purchaseMessages.phoneDigitsOnly);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the sponsor variant words the missing phone "Phone is required"', async () => {
    const { field, pay } = renderDialog({ variant: 'sponsor' });
    await pay();
    await expectFieldError(field('Phone Number'), purchaseMessages.phoneRequired);
  });

  test('valid details are submitted trimmed, without an empty coupon', async () => {
    const { field, pay, onSubmit } = renderDialog();
    await field('Name').fill(`  ${BUYER.name} `);
    await field('Email').fill(BUYER.email);
    await field('Company Name').fill(BUYER.company_name);
    await field('Designation').fill(BUYER.designation);
    await field('Phone Number').fill(BUYER.phone);
    await pay();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(BUYER));
  });

  test('opens with the details given (a failed payment keeps them)', async () => {
    const { field } = renderDialog({ defaultValues: { ...BUYER, coupon: 'LWL10' } });
    await expect.element(field('Email')).toHaveValue(BUYER.email);
    await expect.element(field('Phone Number')).toHaveValue(BUYER.phone);
    await expect.element(field('Coupon')).toHaveValue('LWL10');
  });

  test('opens with the focus on Name, its first field, not on Close', async () => {
    const { field } = renderDialog();
    await expect.element(field('Name')).toHaveFocus();
  });

  test('Escape and the × button close it; Tab keeps the focus inside', async () => {
    const { dialog, onClose } = renderDialog();
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('a busy checkout disables Pay Now', async () => {
    const { dialog } = renderDialog({ busy: true });
    await expect.element(dialog.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });

  test("Apply asks the server's quote for the coupon and shows its refusal under the field", async () => {
    const api = fakeApi().on(checkoutEndpoints['POST order-quote'], ({ input }) =>
      input.coupon === 'NOPE'
        ? answer(400, { status: 0, message: commonMessages.invalidCoupon })
        : exampleOf(checkoutEndpoints['POST order-quote']),
    );
    const { dialog, field } = renderDialog({
      summary: { ...SUMMARY, item: { kind: 'event', event_id: 12, quantity: 2 } },
    });
    const { breakdown } = exampleOf(checkoutEndpoints['POST order-quote']);
    await expect.element(dialog.getByText(formatMinor(breakdown.total, 'INR'))).toBeVisible();
    await field('Coupon').fill('NOPE');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expectFieldError(field('Coupon'), commonMessages.invalidCoupon);
    expect(api.callsOf(checkoutEndpoints['POST order-quote']).map((call) => call.input.coupon)).toContain(
      'NOPE',
    );
  });

  test('a UAE buyer picks the country code and is sent in E.164; the country code is labelled', async () => {
    const { dialog, field, pay, onSubmit } = renderDialog();
    const code = dialog.getByRole('combobox', { name: 'Country code' });
    await expect.element(code).toHaveValue('IN');
    await field('Name').fill(BUYER.name);
    await field('Email').fill(BUYER.email);
    await field('Company Name').fill(BUYER.company_name);
    await field('Designation').fill(BUYER.designation);
    await code.selectOptions('United Arab Emirates (+971)');
    await field('Phone Number').fill('50 12');
    await pay();
    await expectFieldError(field('Phone Number'), phoneMessages.invalidFor('United Arab Emirates'));
    await expect.element(code).toHaveAccessibleDescription(phoneMessages.invalidFor('United Arab Emirates'));
    await expectAccessible(dialog.element());
    await field('Phone Number').fill('050 123 4567');
    await pay();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...BUYER, phone: '+971501234567' }));
  });

  test('a stored number abroad opens with its country and national number', async () => {
    const { dialog, field } = renderDialog({ defaultValues: { ...BUYER, phone: '+447911123456' } });
    await expect.element(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
    await expect.element(field('Phone Number')).toHaveValue('7911123456');
  });

  test('the name, company and designation say their length limit and stop there', async () => {
    const { field } = renderDialog();
    for (const [label, max] of [
      ['Name', 100],
      ['Company Name', 100],
      ['Designation', 80],
    ] as const) {
      await expect.element(field(label)).toHaveAttribute('maxlength', String(max));
      await expect.element(field(label)).toHaveAccessibleDescription(`Up to ${max} characters`);
    }
  });

  test('a refused submit focuses the first invalid field, in the order of the dialog', async () => {
    const { field, pay } = renderDialog();
    await pay();
    await expect.element(field('Name')).toHaveFocus();
    await field('Name').fill(BUYER.name);
    await field('Email').fill(BUYER.email);
    await field('Company Name').fill(BUYER.company_name);
    await pay();
    await expect.element(field('Designation')).toHaveFocus();
  });
});
