import {
  commonMessages,
  FREE_SESSION_LABEL,
  MENTOR_PAY_NOW_LABEL,
  mentorsEndpoints,
  profileEndpoints,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { renderApp, signIn } from '../../testing/render-app.tsx';
import { MentorBooking } from './mentor-booking.tsx';

const mentor = {
  id: 5,
  name: 'Dr. Kavya Menon',
  allow_non_member: true,
  session_price_without_gst: 3000,
  non_member_price_without_gst: 4500,
};
const profile = exampleOf(profileEndpoints['GET user']).data;

async function renderBooking({ signedIn }: { signedIn: boolean }) {
  const PATH = '/mentors-details/kavya-menon';
  const api = fakeApi()
    .on(profileEndpoints['GET user'])
    .on(mentorsEndpoints['POST mentor-free-sesssion-appointment'], () => ({
      status: 1,
      message: 'Your free session is booked.',
    }));
  if (signedIn) signIn();
  const screen = await renderApp(
    <MentorBooking mentor={mentor} signedIn={signedIn} priceLabel="₹3,000 plus GST" />,
    { path: PATH },
  );
  return Object.assign(api, { screen });
}

const field = (dialog: Locator, label: string) => dialog.getByLabelText(label, { exact: true });

async function expectFields(dialog: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await expect.element(field(dialog, label)).toHaveValue(value);
}

const fromProfile = {
  Name: `${profile.first_name} ${profile.last_name}`,
  Email: profile.email,
  'Company Name': profile.company_name,
  Designation: profile.designation,
  'Phone Number': profile.phone ?? '',
};

describe("a signed-in member's mentor booking", () => {
  test("'Book A Free Session' opens with her profile; she can change a field before booking", async () => {
    const api = await renderBooking({ signedIn: true });
    await expect.poll(() => api.callsOf(profileEndpoints['GET user']).length).toBe(1);
    await page.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: FREE_SESSION_LABEL });
    await expectFields(dialog, fromProfile);

    await field(dialog, 'Designation').fill('Founder');
    await dialog.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    await expect.element(page.getByText('Your free session is booked.')).toBeVisible();
    expect(api.callsOf(mentorsEndpoints['POST mentor-free-sesssion-appointment'])[0]?.input).toEqual({
      mentor_id: mentor.id,
      name: fromProfile.Name,
      email: profile.email,
      company_name: profile.company_name,
      designation: 'Founder',
      phone: profile.phone,
    });
  });

  test("'Pay Now' opens with her profile too, and a closed dialog keeps what she typed", async () => {
    await renderBooking({ signedIn: true });
    await page.getByRole('button', { name: MENTOR_PAY_NOW_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: 'Personal Details' });
    await expectFields(dialog, fromProfile);
    await field(dialog, 'Phone Number').fill('98200');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    await page.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    await expectFields(page.getByRole('dialog', { name: FREE_SESSION_LABEL }), {
      ...fromProfile,
      'Phone Number': '98200',
    });
  });

  test('a profile that fails to load leaves the fields empty, quietly', async () => {
    signIn();
    const api = fakeApi().on(profileEndpoints['GET user'], () => answer(500));
    await renderApp(<MentorBooking mentor={mentor} signedIn priceLabel="₹3,000 plus GST" />, {
      path: '/mentors-details/kavya-menon',
    });
    await expect.poll(() => api.callsOf(profileEndpoints['GET user']).length).toBe(1);
    await page.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    await expectFields(page.getByRole('dialog', { name: FREE_SESSION_LABEL }), { Name: '', Email: '' });
    await expect.element(page.getByText(commonMessages.somethingWrongTryLater)).not.toBeInTheDocument();
  });
});

describe("a guest's mentor booking", () => {
  test('opens with empty fields and asks nothing of the profile', async () => {
    const api = await renderBooking({ signedIn: false });
    await page.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: FREE_SESSION_LABEL });
    await expectFields(dialog, {
      Name: '',
      Email: '',
      'Company Name': '',
      Designation: '',
      'Phone Number': '',
    });
    expect(api.callsOf(profileEndpoints['GET user'])).toEqual([]);
  });
});

describe('the booking dialogs and the focus', () => {
  for (const [button, title] of [
    [FREE_SESSION_LABEL, FREE_SESSION_LABEL],
    [MENTOR_PAY_NOW_LABEL, 'Personal Details'],
  ] as const) {
    test(`Escape and × give the focus back to '${button}'`, async () => {
      await renderBooking({ signedIn: false });
      const opener = page.getByRole('button', { name: button, exact: true });
      const dialog = page.getByRole('dialog', { name: title });

      await opener.click();
      await expect.element(dialog).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(opener).toHaveFocus();

      await opener.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(opener).toHaveFocus();
    });
  }
});

describe('the booking dialogs and Back', () => {
  test('opening adds a history entry on the same page; Back closes the dialog and keeps what was typed', async () => {
    const api = await renderBooking({ signedIn: false });
    const { screen } = api;
    const before = screen.location();
    await page.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: FREE_SESSION_LABEL });
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => screen.location().key).not.toBe(before.key);
    expect(screen.location().pathname).toBe(before.pathname);

    await field(dialog, 'Name').fill('Asha Rao');
    await screen.back();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(screen.location().key).toBe(before.key);

    await screen.forward();
    await expect.poll(() => screen.location().key).not.toBe(before.key);
    await expect.element(dialog).not.toBeInTheDocument();

    await page.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    await expect.element(field(dialog, 'Name')).toHaveValue('Asha Rao');
  });

  test('× takes the dialog’s entry off the history: Back then leaves the dialog-free page as it was', async () => {
    const { screen } = await renderBooking({ signedIn: false });
    const before = screen.location();
    await page.getByRole('button', { name: FREE_SESSION_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: FREE_SESSION_LABEL });
    await expect.poll(() => screen.location().key).not.toBe(before.key);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => screen.location().key).toBe(before.key);
  });
});
