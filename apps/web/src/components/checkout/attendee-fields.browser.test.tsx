import { attendeeFormValues, attendeeMessages, type PurchaseDetails } from '@lwl/schemas';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectAccessible } from '../../testing/axe.ts';
import { expectFieldError } from '../../testing/field.ts';
import { PERSONAL_DETAILS_TITLE, PurchaseDetailsDialog } from './purchase-details-dialog.tsx';
import type { PurchaseSummary } from './purchase-summary.ts';

const SUMMARY: PurchaseSummary = {
  item: null,
  what: {
    label: 'Event',
    name: 'Women in Leadership Summit',
    quantity: 3,
    listed: { unitPrice: 4500, total: 13500, currency: 'INR' },
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

async function renderWithHolders() {
  const onSubmit = vi.fn();
  const onKeep = vi.fn();
  const view = await render(
    <PurchaseDetailsDialog
      open
      onClose={() => {}}
      onSubmit={onSubmit}
      summary={SUMMARY}
      defaultValues={BUYER}
      holders={{ count: 3, values: attendeeFormValues(3, BUYER.name, null), onKeep }}
    />,
  );
  const dialog = page.getByRole('dialog', { name: PERSONAL_DETAILS_TITLE });
  const group = (n: number) => dialog.getByRole('group', { name: attendeeMessages.holderTitle(n, 3) });
  const nameOf = (n: number) => group(n).getByRole('textbox', { name: attendeeMessages.nameLabel });
  const emailOf = (n: number) => group(n).getByRole('textbox', { name: attendeeMessages.emailLabel });
  const pay = () => dialog.getByRole('button', { name: 'Pay Now' }).click();
  return { view, dialog, nameOf, emailOf, pay, onSubmit, onKeep };
}

describe('the ticket holders of an order of several tickets', () => {
  test('asks a labelled name and e-mail per ticket, the first name the buyer’s, and passes axe', async () => {
    const { dialog, nameOf, emailOf } = await renderWithHolders();
    await expect.element(dialog.getByRole('group', { name: attendeeMessages.legend })).toBeVisible();
    await expect.element(nameOf(1)).toHaveValue(BUYER.name);
    await expect.element(emailOf(1)).toHaveValue('');
    await expect.element(nameOf(2)).toHaveValue('');
    await expect.element(nameOf(3)).toHaveValue('');
    await expectAccessible();
  });

  test('the first name follows the buyer’s Name until it is changed on its own', async () => {
    const { dialog, nameOf } = await renderWithHolders();
    await dialog.getByLabelText('Name', { exact: true }).fill('Asha R. Menon');
    await expect.element(nameOf(1)).toHaveValue('Asha R. Menon');
    await nameOf(1).fill('Priya Menon');
    await dialog.getByLabelText('Name', { exact: true }).fill('Asha Rao');
    await expect.element(nameOf(1)).toHaveValue('Priya Menon');
  });

  test('refuses a missing name and a bad e-mail at their fields, focus on the first, and sends nothing', async () => {
    const { nameOf, emailOf, pay, onSubmit } = await renderWithHolders();
    await emailOf(3).fill('lata@');
    await pay();
    await expectFieldError(nameOf(2), attendeeMessages.nameRequired);
    await expectFieldError(nameOf(3), attendeeMessages.nameRequired);
    await expectFieldError(emailOf(3), attendeeMessages.emailInvalid);
    await expect.element(nameOf(2)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('submits the details and one holder per ticket, and keeps what was typed when it closes', async () => {
    const { view, nameOf, emailOf, pay, onSubmit, onKeep } = await renderWithHolders();
    await nameOf(2).fill('Meera Nair');
    await emailOf(2).fill('meera@example.com');
    await nameOf(3).fill('Lata Rao');
    await pay();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[1]).toEqual([
      { name: 'Asha Rao', email: '' },
      { name: 'Meera Nair', email: 'meera@example.com' },
      { name: 'Lata Rao', email: '' },
    ]);
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('attendees');
    view.unmount();
    expect(onKeep.mock.calls.at(-1)?.[0]).toHaveLength(3);
  });
});
