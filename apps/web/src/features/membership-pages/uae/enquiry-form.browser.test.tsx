import { commonMessages, enquiryEndpoints, enquiryMessages, TIMING_MS } from '@lwl/schemas';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../../testing/axe.ts';
import { answer, fakeApi } from '../../../testing/fake-api.ts';
import { expectFieldError } from '../../../testing/field.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { EnquiryForm } from './enquiry-form.tsx';
// The form always shows inside the UAE page, whose stylesheet colours its messages.
import './uae.css';

const SEND = enquiryEndpoints['POST uaeEnquiry'];
const field = (label: string | RegExp) =>
  page.getByLabelText(label, { exact: typeof label === 'string' ? true : undefined });
const submit = () => page.getByRole('button', { name: 'Submit' }).click();

async function fillEnquiry(firstName = 'Fatima') {
  await field('First Name').fill(firstName);
  await field('Last Name').fill('Al Mansoori');
  await field('Email').fill('fatima@example.ae');
  await field('Phone').fill('501234567');
  await field('City').selectOptions('Abu Dhabi');
  await field('Designation').fill('Chief Operating Officer');
  await field('Company Name').fill('Gulf Horizon Holdings');
  await field('Annual Income').selectOptions('AED 440K and above');
  await field('Work Experience').selectOptions('15+ Years');
  await field(/I agree to be contacted/).click();
}

async function renderForm(handler?: Parameters<ReturnType<typeof fakeApi>['on']>[1]) {
  const api = fakeApi().on(SEND, handler);
  const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const screen = await renderApp(<EnquiryForm />, { path: '/uae' });
  return { ...screen, api, alerts };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the UAE enquiry form', () => {
  test('a sent enquiry shows the green message, clears the form, and the message goes after 5 s', async () => {
    const { api } = await renderForm();
    await fillEnquiry();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await submit();
    const message = page.getByRole('status').getByText(enquiryMessages.success, { exact: true });
    await expect.element(message).toHaveStyle({ color: 'rgb(31, 111, 67)' });
    const [sent] = api.callsOf(SEND);
    expect(Object.keys(sent?.input ?? {}).sort()).toEqual(
      [
        'first_name',
        'last_name',
        'email',
        'phone',
        'city',
        'designation',
        'company_name',
        'annual_income',
        'work_experience',
      ].sort(),
    );
    expect(sent?.input.annual_income).toBe('AED 440K and above');
    // The page's country code is the UAE's: the number goes in E.164.
    expect(sent?.input.phone).toBe('+971501234567');
    await expect.element(field('First Name')).toHaveValue('');
    await expect.element(field('City')).toHaveValue('');
    await expect.element(field('Country code')).toHaveValue('AE');
    await expect.element(field(/I agree to be contacted/)).not.toBeChecked();
    vi.advanceTimersByTime(TIMING_MS.enquiryMessage - 100);
    await expect.element(message).toBeVisible();
    vi.advanceTimersByTime(100);
    await expect.element(message).not.toBeInTheDocument();
  });

  test('required fields are enforced by the browser, then by the schema messages', async () => {
    const { api } = await renderForm();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'City']) {
      await expect.element(field(label)).toHaveAttribute('required');
    }
    await expect.element(field(/I agree to be contacted/)).toHaveAttribute('required');
    for (const label of ['Designation', 'Company Name', 'Annual Income', 'Work Experience']) {
      await expect.element(field(label)).not.toHaveAttribute('required');
    }
    await submit();
    expect((field('First Name').element() as HTMLInputElement).validity.valueMissing).toBe(true);
    // Blank text passes the browser's `required`; the schema still refuses it.
    await fillEnquiry('   ');
    await submit();
    await expectFieldError(field('First Name'), enquiryMessages.firstNameRequired);
    await expectAccessible(
      page.getByRole('button', { name: 'Submit' }).element().closest('form') ?? undefined,
    );
    expect(api.callsOf(SEND)).toEqual([]);
  });

  test("a 400 alerts the server's wording, shows it, and keeps the answers", async () => {
    const { alerts } = await renderForm(() =>
      answer(400, { status: 0, message: 'An enquiry for this email is already open.' }),
    );
    await fillEnquiry();
    await submit();
    await expect.poll(() => alerts.mock.calls).toEqual([['An enquiry for this email is already open.']]);
    await expect.element(page.getByText('An enquiry for this email is already open.')).toBeVisible();
    await expect.element(field('First Name')).toHaveValue('Fatima');
  });

  test('a 400 without a message, or another failure, alerts the generic message', async () => {
    const answers = [answer(400, { status: 0 }), answer(500)];
    const { alerts } = await renderForm(() => answers.shift() ?? answer(500));
    await fillEnquiry();
    await submit();
    await expect.poll(() => alerts.mock.calls).toEqual([[commonMessages.somethingWrongTryAgain]]);
    await submit();
    await expect.poll(() => alerts.mock.calls).toHaveLength(2);
    expect(alerts.mock.calls[1]).toEqual([commonMessages.somethingWrongTryAgain]);
    await expect.element(field('First Name')).toHaveValue('Fatima');
  });

  test('a 401 alerts the session expiry and goes to /login', async () => {
    const { alerts, location } = await renderForm(() =>
      answer(401, { status: 0, message: 'Unauthenticated.' }),
    );
    await fillEnquiry();
    await submit();
    await expect.poll(() => alerts.mock.calls).toEqual([[commonMessages.sessionExpired]]);
    await expect.poll(() => location().pathname).toBe('/login');
  });

  test('the phone is checked for the UAE by default, and for the country chosen', async () => {
    await renderForm();
    await fillEnquiry();
    await field('Phone').fill('50 12');
    await submit();
    await expectFieldError(field('Phone'), 'Please enter a valid phone number for United Arab Emirates.');
    await expect.element(field('Phone')).toHaveFocus();
    await field('Country code').selectOptions('India (+91)');
    // Never cut: an Indian number of 11 digits is kept and refused with a message.
    await field('Phone').fill('98765432101');
    await expect.element(field('Phone')).not.toHaveAttribute('maxlength');
    await expectFieldError(field('Phone'), 'An Indian number has 10 digits; this one has 11.');
    await expect.element(field('First Name')).toHaveAccessibleDescription('Up to 60 characters');
    await expect.element(field('Designation')).toHaveAttribute('maxlength', '80');
  });
});
