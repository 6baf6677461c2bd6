import {
  APPLICATION_STEPS,
  applicationEndpoints,
  applicationMessages,
  commonMessages,
  STORAGE_KEYS,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError } from '../../testing/field.ts';
import { expectFitsPhone, photo, TOO_BIG } from '../../testing/membership-form.ts';
import { renderApp, signIn } from '../../testing/render-app.tsx';
import { Component as ApplicationPage } from './application-page.tsx';

const SUBMIT = applicationEndpoints['POST new-member-form'];
const form = () => page.getByRole('form', { name: 'New member application' });
const button = (name: string) => form().getByRole('button', { name });
const stepHeading = (title: string) =>
  form().getByRole('heading', { level: 2, name: new RegExp(`${title}$`) });
const textbox = (name: string) => form().getByRole('textbox', { name, exact: true });

async function openApplication(
  submit = () => answer(200, { status: 1, message: commonMessages.informationSubmitted }),
) {
  signIn('Maverick', 'Kavya');
  const api = fakeApi().on(SUBMIT, submit);
  const screen = await renderApp(<ApplicationPage />, { path: '/new-member-form' });
  await expect.element(stepHeading('Basic Details')).toBeVisible();
  return { ...screen, api };
}

async function fillBasics() {
  await textbox('Email').fill('kavya.menon@example.com');
  await textbox('Full Name').fill('Kavya Menon');
}

async function toStep4() {
  for (const { title } of APPLICATION_STEPS.slice(1)) {
    await button('Next').click();
    await expect.element(stepHeading(title)).toBeVisible();
  }
}

const toast = (message: string) => page.getByRole('listitem').filter({ hasText: message });

describe('the new-member application', () => {
  test('four steps; Back and Next keep the answers; Submit only on step 4; the lists are sent as key[]', async () => {
    const { api } = await openApplication();
    const steps = page.getByRole('list', { name: 'Application steps' }).getByRole('listitem');
    expect(steps.elements().map((item) => item.textContent)).toEqual(
      APPLICATION_STEPS.map(({ title }, index) => `${index + 1}${title}`),
    );
    await expect.element(button('Back')).not.toBeInTheDocument();
    await expect.element(button('Submit')).not.toBeInTheDocument();
    await expectAccessible(form().element());
    await fillBasics();

    await button('Next').click();
    await expect.element(stepHeading('Professional Details')).toHaveFocus();
    await form().getByLabelText('Company Name').fill('Menon Analytics');
    await form().getByRole('radio', { name: 'Founder / Entrepreneur' }).click();
    await form().getByRole('radio', { name: 'Small 11-50' }).click();
    const turnover = form().getByRole('combobox', { name: 'Annual turnover of your company' });
    await turnover.selectOptions(turnover.element().querySelectorAll('option')[2]?.value ?? '');
    await expect.element(button('Submit')).not.toBeInTheDocument();
    await expectAccessible(form().element());

    await button('Back').click();
    await expect.element(textbox('Full Name')).toHaveValue('Kavya Menon');
    await button('Next').click();
    await expect.element(form().getByLabelText('Company Name')).toHaveValue('Menon Analytics');
    await expect.element(form().getByRole('radio', { name: 'Founder / Entrepreneur' })).toBeChecked();

    await button('Next').click();
    await expect.element(stepHeading('Personal Details')).toHaveFocus();
    await form().getByRole('checkbox', { name: '6–12 years' }).click();
    await form().getByRole('checkbox', { name: '13–18 years' }).click();
    await expect.element(button('Submit')).not.toBeInTheDocument();
    await expectAccessible(form().element());

    await button('Next').click();
    await expect.element(stepHeading('Networking & Community')).toBeVisible();
    await expect.element(button('Next')).not.toBeInTheDocument();
    await form().getByRole('radio', { name: 'No', exact: true }).click();
    await form().getByRole('checkbox', { name: 'Retreats' }).click();
    await form().getByRole('checkbox', { name: 'Mentorship sessions' }).click();
    await form().getByRole('checkbox', { name: 'Find mentors or mentor others' }).click();
    await expectAccessible(form().element());

    await button('Submit').click();
    await expect.element(toast(applicationMessages.success)).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    const [sent] = api.callsOf(SUBMIT);
    expect(sent?.input['lwl_activities[]']).toHaveLength(2);
    expect(sent?.input['children_age_groups[]']).toHaveLength(2);
    expect(sent?.input['why_choose_lwl[]']).toBe('Find mentors or mentor others');
    expect(sent?.input.career_phase).toBe('Founder / Entrepreneur');
    expect(sent?.input).not.toHaveProperty('professional_image');
    // The page itself, as the end-to-end test scanned it: not the toast over it.
    await expectAccessible(
      page.getByRole('heading', { level: 1, name: 'Thank You' }).element().parentElement ?? undefined,
    );
  });

  test('the professional photo follows the 2 MB and jpeg/png/gif rules and stays across steps', async () => {
    await openApplication();
    await button('Next').click();
    const field = form().getByLabelText('Professional photo');
    await field.upload(photo('big.gif', 'image/gif', TOO_BIG));
    await expectFieldError(field, commonMessages.fileTooLarge);
    await field.upload(photo('cv.pdf', 'application/pdf', 512));
    await expectFieldError(field, commonMessages.fileUnsupported);
    await field.upload(photo('me.png', 'image/png', 2048));
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await button('Back').click();
    await button('Next').click();
    expect((field.element() as HTMLInputElement).files?.[0]?.name).toBe('me.png');
  });

  test('Submit without email and name brings step 1 back with their messages', async () => {
    const { api } = await openApplication();
    await toStep4();
    await button('Submit').click();
    await expect.element(stepHeading('Basic Details')).toBeVisible();
    await expectFieldError(textbox('Email'), commonMessages.emailRequired);
    await expectFieldError(textbox('Full Name'), applicationMessages.nameRequired);
    await expect.element(textbox('Email')).toHaveFocus();
    expect(api.callsOf(SUBMIT)).toEqual([]);
  });

  test("a 400 shows the server's message and keeps step 4", async () => {
    await openApplication(() => answer(400, { status: 0, message: 'Please check your LinkedIn profile.' }));
    await fillBasics();
    await toStep4();
    await button('Submit').click();
    await expect.element(toast('Please check your LinkedIn profile.')).toBeVisible();
    await expect.element(stepHeading('Networking & Community')).toBeVisible();
  });

  test('another failure shows the generic message and lets the member submit again', async () => {
    await openApplication(() => answer(500));
    await fillBasics();
    await toStep4();
    await button('Submit').click();
    await expect.element(toast(applicationMessages.failed)).toBeVisible();
    await expect.element(button('Submit')).toBeEnabled();
  });

  test('a 401 ends the session: its message, /login, the token gone', async () => {
    const { location } = await openApplication(() => answer(401, { status: 0, message: 'Unauthenticated.' }));
    await fillBasics();
    await toStep4();
    await button('Submit').click();
    await expect.element(toast(applicationMessages.expired)).toBeVisible();
    await expect.poll(() => location().pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  test('after the 401 and signing in again, the form opens with the answers', async () => {
    const first = await openApplication(() => answer(401, { status: 0, message: 'Unauthenticated.' }));
    await fillBasics();
    await toStep4();
    await button('Submit').click();
    await expect.poll(() => first.location().search).toBe('?next=%2Fnew-member-form');
    await first.unmount();

    const { api } = await openApplication();
    await expect.element(textbox('Email')).toHaveValue('kavya.menon@example.com');
    await expect.element(textbox('Full Name')).toHaveValue('Kavya Menon');
    await toStep4();
    await button('Submit').click();
    await expect
      .poll(() => api.callsOf(SUBMIT)[0]?.input)
      .toMatchObject({ email: 'kavya.menon@example.com', name: 'Kavya Menon' });
  });

  test('no token at Submit: the session has expired, /login, nothing sent', async () => {
    const { api, location } = await openApplication();
    await fillBasics();
    await toStep4();
    localStorage.removeItem(STORAGE_KEYS.token);
    await button('Submit').click();
    await expect.element(toast(applicationMessages.noToken)).toBeVisible();
    await expect.poll(() => location().pathname).toBe('/login');
    expect(api.callsOf(SUBMIT)).toEqual([]);
  });

  test('fits a phone, on the first step and the last', async () => {
    await openApplication();
    await expectFitsPhone();
    await toStep4();
    await expectFitsPhone();
  });
});
