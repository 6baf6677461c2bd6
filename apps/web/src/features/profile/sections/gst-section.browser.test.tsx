import {
  commonMessages,
  exampleUser,
  GST_CHECKBOX_LABEL,
  INDIA_STATES,
  profileEndpoints,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../../testing/axe.ts';
import { answer, fakeApi } from '../../../testing/fake-api.ts';
import { renderApp, signIn } from '../../../testing/render-app.tsx';
import { GstSection } from './gst-section.tsx';

const SAVE = profileEndpoints['POST update-gst-details'];
const section = () => page.getByRole('region', { name: 'GST details' });
const textbox = (name: string) => section().getByRole('textbox', { name, exact: true });

describe('the GST details', () => {
  test('Edit shows the form with the 30 states; Save sends it, toasts, and View shows the new values', async () => {
    signIn();
    const api = fakeApi().on(SAVE);
    await renderApp(<GstSection user={exampleUser} />, { path: '/profile' });
    await expect.element(section().getByText(exampleUser.gst_number ?? '')).toBeVisible();
    await section().getByRole('button', { name: 'Edit' }).click();
    await expect.element(section().getByLabelText(GST_CHECKBOX_LABEL)).toBeVisible();
    const state = section().getByRole('combobox', { name: 'State' });
    expect(state.element().querySelectorAll('option')).toHaveLength(INDIA_STATES.length + 1);
    await textbox('GST Number').fill('27ABCDE1234F1Z5');
    await textbox('GST Company Name').fill('Rao Holdings LLP');
    await state.selectOptions('Karnataka');
    await expectAccessible(section().element());
    await section().getByRole('button', { name: 'Save GST details' }).click();
    await expect
      .element(page.getByRole('listitem').getByText(commonMessages.informationUpdated))
      .toBeVisible();
    await expect
      .element(section().getByRole('button', { name: 'View' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(section().getByText('27ABCDE1234F1Z5')).toBeVisible();
    await expect.element(section().getByText('Rao Holdings LLP')).toBeVisible();
    await expect.element(section().getByText('Karnataka')).toBeVisible();
    expect(api.callsOf(SAVE)[0]?.input).toMatchObject({
      gst_number: '27ABCDE1234F1Z5',
      gst_state: 'Karnataka',
    });
  });

  test('a GSTIN that does not look right gets a hint, not a refusal', async () => {
    signIn();
    const api = fakeApi().on(SAVE);
    await renderApp(<GstSection user={exampleUser} />, { path: '/profile' });
    await section().getByRole('button', { name: 'Edit' }).click();
    const number = textbox('GST Number');
    await number.fill('27ABC');
    await expect.element(number).not.toHaveAttribute('aria-invalid');
    expect(number.element().getAttribute('aria-describedby')).toMatch(/hint/);
    await section().getByRole('button', { name: 'Save GST details' }).click();
    await expect.poll(() => api.callsOf(SAVE).length).toBe(1);
  });

  test('a 401 on Save keeps what she typed; signed in again, the form opens with it', async () => {
    signIn();
    fakeApi().on(SAVE, () => answer(401, { status: 0, message: 'Unauthenticated.' }));
    const first = await renderApp(<GstSection user={exampleUser} />, { path: '/profile?section=account' });
    await section().getByRole('button', { name: 'Edit' }).click();
    await textbox('GST Number').fill('27ABCDE1234F1Z5');
    await textbox('GST Company Name').fill('Rao Holdings LLP');
    await section().getByRole('button', { name: 'Save GST details' }).click();
    await expect.poll(() => first.location().pathname).toBe('/login');
    expect(first.location().search).toBe('?next=%2Fprofile%3Fsection%3Daccount');
    await first.unmount();

    signIn();
    fakeApi();
    await renderApp(<GstSection user={exampleUser} />, { path: '/profile?section=account' });
    await expect
      .element(section().getByRole('button', { name: 'Edit' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(textbox('GST Number')).toHaveValue('27ABCDE1234F1Z5');
    await expect.element(textbox('GST Company Name')).toHaveValue('Rao Holdings LLP');
  });
});
