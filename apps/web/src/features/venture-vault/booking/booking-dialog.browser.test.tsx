import {
  checkoutEndpoints,
  formatInr,
  profileEndpoints,
  purchaseMessages,
  VENTURE_PASS_LABELS,
  VENTURE_PASS_TYPES,
  type VenturePackage,
  ventureEndpoints,
  ventureMessages,
  venturePassPrice,
} from '@lwl/schemas';
import { useEffect } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../../testing/axe.ts';
import { answer, exampleOf, fakeApi } from '../../../testing/fake-api.ts';
import { expectFieldError } from '../../../testing/field.ts';
import { renderApp, signIn } from '../../../testing/render-app.tsx';
import BookingDialog from './booking-dialog.tsx';
import { useVentureBooking } from './use-venture-booking.ts';

function firstPackage(): VenturePackage {
  const [first] = exampleOf(ventureEndpoints['GET ventures']).data;
  if (!first) throw new Error('The ventures example has no package.');
  return first;
}
const individual = firstPackage();

/** What the packages list does: its booking machine, BOOK NOW on a package, then the dialog. */
function Booking({ signedIn = false }: { signedIn?: boolean }) {
  const [snapshot, send] = useVentureBooking(signedIn);
  useEffect(() => send({ type: 'booking.open', pkg: individual }), [send]);
  return snapshot.matches('idle') ? null : <BookingDialog snapshot={snapshot} send={send} />;
}

async function openBooking() {
  fakeApi().on(checkoutEndpoints['POST order-quote'], () => answer(404));
  await renderApp(<Booking />, { path: '/venture-vault' });
  const dialog = page.getByRole('dialog', { name: 'Book Your Pass' });
  await expect.element(dialog).toBeVisible();
  return {
    dialog,
    pass: dialog.getByRole('combobox', { name: 'Pass Type' }),
    pay: () => dialog.getByRole('button', { name: 'Pay Now' }).click(),
  };
}

describe('the Venture Vault booking dialog', () => {
  test('lists the three passes with their non-member prices, and passes axe', async () => {
    const { dialog, pass } = await openBooking();
    await expect.element(pass).toHaveValue('');
    expect([...pass.element().querySelectorAll('option')].map((option) => option.text)).toEqual([
      'Select pass type',
      ...VENTURE_PASS_TYPES.map(
        (type) =>
          `${VENTURE_PASS_LABELS[type]} – ${formatInr(venturePassPrice(individual, type, 'non_member'))}`,
      ),
    ]);
    await expectAccessible(dialog.element());
  });

  test('asks for the pass type with the specs’ two messages, beside the field messages', async () => {
    const { dialog, pass, pay } = await openBooking();
    await pay();
    await expectFieldError(pass, ventureMessages.planDurationRequired);
    await expectFieldError(dialog.getByLabelText('Name', { exact: true }), purchaseMessages.nameRequired);
    await dialog.getByLabelText('Name', { exact: true }).fill('Asha Rao');
    await dialog.getByLabelText('Email', { exact: true }).fill('asha.rao@example.com');
    await dialog.getByLabelText('Company Name', { exact: true }).fill('Kestrel Analytics');
    await dialog.getByLabelText('Designation', { exact: true }).fill('Founder');
    await dialog.getByLabelText('Phone Number', { exact: true }).fill('9876543210');
    await pay();
    await expectFieldError(pass, ventureMessages.planDurationRequired);

    await pass.selectOptions('day_2_pass');
    await expect.element(pass).not.toHaveAttribute('aria-invalid');
    const price = formatInr(venturePassPrice(individual, 'day_2_pass', 'non_member'));
    await expect.element(dialog.getByText(`Total: ${price} (incl. GST, non-member price)`)).toBeVisible();
    await pass.selectOptions('');
    await expectFieldError(pass, ventureMessages.dayTypeRequired);
    await expectAccessible(dialog.element());

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test("a member's dialog opens with her profile, every field editable", async () => {
    const api = fakeApi()
      .on(checkoutEndpoints['POST order-quote'], () => answer(404))
      .on(profileEndpoints['GET user']);
    signIn();
    await renderApp(<Booking signedIn />, { path: '/venture-vault' });
    const dialog = page.getByRole('dialog', { name: 'Book Your Pass' });
    const user = exampleOf(profileEndpoints['GET user']).data;
    const name = dialog.getByLabelText('Name', { exact: true });
    await expect.element(name).toHaveValue(`${user.first_name} ${user.last_name}`);
    await expect.element(dialog.getByLabelText('Email', { exact: true })).toHaveValue(user.email);
    await expect
      .element(dialog.getByLabelText('Company Name', { exact: true }))
      .toHaveValue(user.company_name);
    await expect.element(dialog.getByLabelText('Designation', { exact: true })).toHaveValue(user.designation);
    await expect
      .element(dialog.getByLabelText('Phone Number', { exact: true }))
      .toHaveValue(user.phone ?? '');
    await name.fill('Ananya I.');
    await expect.element(name).toHaveValue('Ananya I.');
    expect(api.callsOf(profileEndpoints['GET user'])).toHaveLength(1);
  });
});
