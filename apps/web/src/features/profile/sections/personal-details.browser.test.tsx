import { commonMessages, exampleUser, profileEndpoints, profileMessages } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../../testing/axe.ts';
import { answer, fakeApi } from '../../../testing/fake-api.ts';
import { expectFieldError, expectFieldValid } from '../../../testing/field.ts';
import { photo, TOO_BIG } from '../../../testing/membership-form.ts';
import { renderApp, signIn } from '../../../testing/render-app.tsx';
import { PersonalDetails } from './personal-details.tsx';

const SAVE = profileEndpoints['POST update-personal-details'];
const section = () => page.getByRole('region', { name: 'Personal details' });
const form = () => section().getByRole('form', { name: 'Personal details' });
const textbox = (name: string) => form().getByRole('textbox', { name, exact: true });
const save = () => form().getByRole('button', { name: 'Save changes' }).click();

async function openForm(user = exampleUser) {
  signIn();
  const api = fakeApi().on(SAVE, () =>
    answer(400, { status: 0, message: profileMessages.currentPasswordWrong }),
  );
  await renderApp(<PersonalDetails user={user} />, { path: '/profile' });
  await expect.element(section().getByText(exampleUser.email)).toBeVisible();
  await section().getByRole('button', { name: 'Edit' }).click();
  await expect.element(form()).toBeVisible();
  return api;
}

describe('the personal details', () => {
  test('Edit opens the form with the stored values; Cancel goes back to them', async () => {
    await openForm();
    await expect.element(form().getByRole('combobox', { name: 'Title' })).toHaveValue(exampleUser.title);
    await expect.element(textbox('City')).toHaveValue(exampleUser.city);
    await expect.element(form().getByText('IN +91', { exact: true })).toBeVisible();
    await expectAccessible(section().element());
    await section().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(form()).not.toBeInTheDocument();
  });

  test('empty required fields show their messages, tied to their fields', async () => {
    const api = await openForm();
    await textbox('Last Name').fill('');
    await textbox('Pincode').fill('');
    await save();
    // The specs word every required field but the pincode so, the last name too.
    await expectFieldError(textbox('Last Name'), profileMessages.firstNameRequired);
    await expectFieldError(textbox('Pincode'), profileMessages.pincodeRequired);
    expect(api.callsOf(SAVE)).toEqual([]);
  });

  test('refuses a photo over 2 MB and one of another type as soon as it is chosen', async () => {
    await openForm();
    const field = form().getByLabelText('Photo');
    await field.upload(photo('big.png', 'image/png', TOO_BIG));
    await expectFieldError(field, commonMessages.fileTooLarge);
    await field.upload(photo('notes.txt', 'text/plain', 5));
    await expectFieldError(field, commonMessages.fileUnsupported);
  });

  test('changing the e-mail asks for the current password, tied to its field', async () => {
    const api = await openForm();
    const current = form().getByLabelText(profileMessages.currentPasswordLabel);
    await expect.element(current).not.toBeInTheDocument();
    await textbox('Email').fill('titan.new@lwl.test');
    await expect.element(current).toBeVisible();
    await save();
    await expectFieldError(current, profileMessages.currentPasswordRequired);
    await expect
      .element(current)
      .toHaveAccessibleDescription(expect.stringContaining(profileMessages.currentPasswordHint));
    await expectAccessible(section().element());
    expect(api.callsOf(SAVE)).toEqual([]);
    await current.fill('not-my-password');
    await save();
    await expect.element(page.getByText(profileMessages.currentPasswordWrong).first()).toBeVisible();
    expect(api.callsOf(SAVE)[0]?.input).toMatchObject({
      email: 'titan.new@lwl.test',
      current_password: 'not-my-password',
    });
  });

  test('a pincode that is not 6 digits is refused, said beside the field, and focused', async () => {
    const api = await openForm();
    const pincode = textbox('Pincode');
    await expect.element(pincode).toHaveAttribute('maxlength', '6');
    await expect.element(pincode).toHaveAccessibleDescription('6 digits');
    await expect.element(textbox('City')).toHaveAccessibleDescription('Up to 60 characters');
    await pincode.fill('12');
    await save();
    await expectFieldError(pincode, commonMessages.pincodeInvalid);
    await expect.element(pincode).toHaveFocus();
    await expectAccessible(section().element());
    expect(api.callsOf(SAVE)).toEqual([]);
  });

  test('the view shows a mobile with its calling code', async () => {
    signIn();
    fakeApi();
    await renderApp(<PersonalDetails user={{ ...exampleUser, phone: '+971501234567' }} />, {
      path: '/profile',
    });
    await expect.element(section().getByText('+971 501234567')).toBeVisible();
  });

  test('a member abroad keeps the mobile’s country and a postal code', async () => {
    const api = await openForm({ ...exampleUser, phone: '+971501234567', pincode: '00000' });
    await expect.element(form().getByRole('combobox', { name: 'Country code' })).toHaveValue('AE');
    await expect.element(textbox('Mobile')).toHaveValue('501234567');
    await expectFieldValid(textbox('Pincode'));
    await save();
    await expect
      .poll(() => api.callsOf(SAVE)[0]?.input)
      .toMatchObject({ phone: '+971501234567', pincode: '00000' });
  });

  test('a 401 on Save keeps what she typed (never the password); signed in again, the form opens with it', async () => {
    signIn();
    fakeApi().on(SAVE, () => answer(401, { status: 0, message: 'Unauthenticated.' }));
    const first = await renderApp(<PersonalDetails user={exampleUser} />, { path: '/profile' });
    await section().getByRole('button', { name: 'Edit' }).click();
    await textbox('City').fill('Pune');
    await textbox('Designation').fill('Chief Executive');
    await textbox('Email').fill('titan.new@lwl.test');
    await form().getByLabelText(profileMessages.currentPasswordLabel).fill('Lwl@12345');
    await save();
    await expect.element(page.getByText(commonMessages.sessionExpired).first()).toBeVisible();
    await expect.poll(() => first.location().pathname).toBe('/login');
    expect(first.location().search).toBe('?next=%2Fprofile');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Lwl@12345');
    await first.unmount();

    signIn();
    fakeApi();
    await renderApp(<PersonalDetails user={exampleUser} />, { path: '/profile' });
    await expect.element(form()).toBeVisible();
    await expect.element(textbox('City')).toHaveValue('Pune');
    await expect.element(textbox('Designation')).toHaveValue('Chief Executive');
    await expect.element(textbox('Email')).toHaveValue('titan.new@lwl.test');
    await expect.element(form().getByLabelText(profileMessages.currentPasswordLabel)).toHaveValue('');
    await expect.element(textbox('Last Name')).toHaveValue(exampleUser.last_name);
  });

  test('a kept draft is restored once, and only on its own page', async () => {
    signIn();
    fakeApi();
    const kept = { form: 'profileEdit', path: '/profile', values: { city: 'Pune' }, savedAt: Date.now() };
    sessionStorage.setItem('lwl.draft.profileEdit', JSON.stringify({ ...kept, path: '/event/x' }));
    const elsewhere = await renderApp(<PersonalDetails user={exampleUser} />, { path: '/profile' });
    await expect.element(section().getByRole('button', { name: 'Edit' })).toBeVisible();
    await elsewhere.unmount();

    sessionStorage.setItem('lwl.draft.profileEdit', JSON.stringify(kept));
    await renderApp(<PersonalDetails user={exampleUser} />, { path: '/profile' });
    await expect.element(textbox('City')).toHaveValue('Pune');
    // Restored once: the next visit finds nothing.
    await expect.poll(() => sessionStorage.getItem('lwl.draft.profileEdit')).toBeNull();
  });
});
