import { commonMessages, FREE_SESSION_LABEL, purchaseMessages } from '@lwl/schemas';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectAccessible } from '../../testing/axe.ts';
import { expectFieldError } from '../../testing/field.ts';
import { FreeSessionDialog } from './free-session-dialog.tsx';

function renderDialog() {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FreeSessionDialog
      open
      mentorName="Priya Sharma"
      defaultValues={null}
      busy={false}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
  const dialog = page.getByRole('dialog', { name: FREE_SESSION_LABEL });
  return {
    dialog,
    field: (label: string) => dialog.getByLabelText(label, { exact: true }),
    onSubmit,
    onClose,
  };
}

describe("'Book A Free Session'", () => {
  test('asks the contact only (no coupon), each message tied to its field, and passes axe', async () => {
    const { dialog, field, onSubmit } = renderDialog();
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Tell Priya Sharma how to reach you; the session is free.');
    await expect.element(field('Coupon')).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    for (const [label, message] of [
      ['Name', purchaseMessages.nameRequired],
      ['Email', commonMessages.emailRequired],
      ['Company Name', purchaseMessages.companyNameRequired],
      ['Designation', purchaseMessages.designationRequired],
      ['Phone Number', purchaseMessages.phoneNumberRequired],
    ] as const) {
      await expectFieldError(field(label), message);
    }
    await expectAccessible(dialog.element());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('sends the contact; Escape closes', async () => {
    const { dialog, field, onSubmit, onClose } = renderDialog();
    const contact = {
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      company_name: 'Kestrel Analytics',
      designation: 'Founder',
      phone: '9876543210',
    };
    await field('Name').fill(contact.name);
    await field('Email').fill(contact.email);
    await field('Company Name').fill(contact.company_name);
    await field('Designation').fill(contact.designation);
    await field('Phone Number').fill(contact.phone);
    await dialog.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(contact));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
