import {
  ADMISSION_RIGHTS_DISCLAIMER,
  checkoutEndpoints,
  checkoutTexts,
  commonMessages,
  type Event,
  eventMessages,
  eventsEndpoints,
  formatInr,
  profileEndpoints,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { expectCouponRefused } from '../../testing/coupon.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { renderApp, signIn } from '../../testing/render-app.tsx';
import { EventBookingPanel } from './event-booking-panel.tsx';

const example = exampleOf(eventsEndpoints['GET events/{slug}']).data;
const PATH = `/event/${example.slug}`;

/** The example event as a guest (the open Non Member row) or a Titan member sees it. */
function eventFor(viewer: 'guest' | 'titan', changes: Partial<Event> = {}): Event {
  return {
    ...example,
    prices: example.prices.map((row) => ({
      ...row,
      can_view: viewer === 'guest' ? !row.member : row.membership === 'Titan',
    })),
    ...changes,
  };
}

async function renderPanel(event: Event, signedIn = false) {
  fakeApi().on(checkoutEndpoints['POST order-quote']);
  const screen = await renderApp(<EventBookingPanel event={event} signedIn={signedIn} />, { path: PATH });
  return {
    ...screen,
    panel: page.getByRole('complementary', { name: 'Tickets' }),
    bookNow: page.getByRole('button', { name: 'Book Now' }),
    quantity: (plan: string) => page.getByRole('combobox', { name: `Quantity for ${plan}` }),
  };
}

const BUYER = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Head of Product',
  phone: '9876543210',
};

async function fillBuyer(dialog: Locator) {
  await dialog.getByLabelText('Name', { exact: true }).fill(BUYER.name);
  await dialog.getByLabelText('Email', { exact: true }).fill(BUYER.email);
  await dialog.getByLabelText('Company Name', { exact: true }).fill(BUYER.company_name);
  await dialog.getByLabelText('Designation', { exact: true }).fill(BUYER.designation);
  await dialog.getByLabelText('Phone Number', { exact: true }).fill(BUYER.phone);
}

/** A guest chooses one ticket, fills the details and presses Pay Now: the details dialog. */
async function guestPaysOneTicket(): Promise<Locator> {
  await renderApp(<EventBookingPanel event={eventFor('guest')} signedIn={false} />, { path: PATH });
  await page.getByRole('combobox', { name: 'Quantity for Non Member' }).selectOptions('1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await fillBuyer(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  return dialog;
}

const nonMember = example.prices.find((row) => !row.member);
if (!nonMember) throw new Error('The example event has no Non Member price.');

describe('EventBookingPanel', () => {
  test('a guest gets a quantity (0 to 5) for the open plan only, and Book Now says what is missing', async () => {
    const { panel, bookNow, quantity } = await renderPanel(eventFor('guest'));
    await expect.element(quantity('Non Member')).toHaveValue('0');
    expect(
      [...quantity('Non Member').element().querySelectorAll('option')].map((option) => option.text),
    ).toEqual(['0', '1', '2', '3', '4', '5']);
    await expect.element(quantity('Titan')).not.toBeInTheDocument();
    await expect.element(bookNow).toBeDisabled();
    await expect
      .element(bookNow)
      .toHaveAccessibleDescription(`${eventMessages.noPlanSelected} ${eventMessages.chooseTickets}`);
    await expect.element(panel.getByText(formatInr(0))).toBeVisible();
    await expect.element(panel.getByText(ADMISSION_RIGHTS_DISCLAIMER)).toBeVisible();
    await expectAccessible(panel.element());
  });

  test('member prices offer a guest to sign in and come back, instead of a locked row', async () => {
    const { panel } = await renderPanel(eventFor('guest'));
    const signIn = panel.getByRole('link', { name: `${eventMessages.signInForMemberPrice}: Titan` });
    await expect.element(signIn).toHaveAttribute('href', `/login?next=${encodeURIComponent(PATH)}`);
    await expect.element(panel.getByText('Not available for your membership')).not.toBeInTheDocument();
  });

  test('a quantity chooses its plan and shows the total; back to 0 disables Book Now again', async () => {
    const { panel, bookNow, quantity } = await renderPanel(eventFor('guest'));
    await quantity('Non Member').selectOptions('3');
    await expect.element(panel.getByRole('radio', { name: /^Non Member/ })).toBeChecked();
    await expect.element(panel.getByText(formatInr(nonMember.price * 3), { exact: true })).toBeVisible();
    await expect.element(bookNow).toBeEnabled();
    await expect.element(bookNow).not.toHaveAccessibleDescription();
    await expect.element(panel.getByText(eventMessages.noPlanSelected)).not.toBeInTheDocument();
    await quantity('Non Member').selectOptions('0');
    await expect.element(bookNow).toBeDisabled();
    await expect.element(panel.getByText(eventMessages.chooseTickets)).toBeVisible();
  });

  test("a guest's Book Now opens 'Personal Details' with the order; Escape closes it, back to Book Now", async () => {
    const { bookNow, quantity } = await renderPanel(eventFor('guest'));
    await quantity('Non Member').selectOptions('2');
    await bookNow.click();
    const dialog = page.getByRole('dialog', { name: 'Personal Details' });
    await expect.element(dialog).toHaveAccessibleDescription(example.name);
    const summary = dialog.getByRole('region', { name: 'Order summary' });
    await expect.element(summary.getByText('Non Member', { exact: false })).toBeVisible();
    await expect.element(dialog.getByLabelText('Name', { exact: true })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(bookNow).toHaveFocus();
  });

  test("a signed-in account without a tier gets 'Personal Details' filled in from the profile", async () => {
    signIn('');
    const api = fakeApi().on(checkoutEndpoints['POST order-quote']).on(profileEndpoints['GET user']);
    await renderApp(<EventBookingPanel event={eventFor('guest')} signedIn={false} />, { path: PATH });
    await expect.poll(() => api.callsOf(profileEndpoints['GET user']).length).toBe(1);
    await page.getByRole('combobox', { name: 'Quantity for Non Member' }).selectOptions('1');
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personal Details' });
    const user = exampleOf(profileEndpoints['GET user']).data;
    await expect
      .element(dialog.getByLabelText('Name', { exact: true }))
      .toHaveValue(`${user.first_name} ${user.last_name}`);
    await expect
      .element(dialog.getByLabelText('Company Name', { exact: true }))
      .toHaveValue(user.company_name);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Book Now' })).toHaveFocus();
  });

  test("a member books through 'Apply Coupon' (no contact fields); other tiers are locked", async () => {
    const { panel, bookNow, quantity } = await renderPanel(eventFor('titan'), true);
    await expect.element(panel.getByRole('radio', { name: /^Non Member/ })).toBeDisabled();
    await expect.element(panel.getByText('Not available for your membership').first()).toBeVisible();
    await quantity('Titan').selectOptions('1');
    await bookNow.click();
    const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
    await expect.element(dialog.getByLabelText('Coupon', { exact: true })).toBeVisible();
    await expect.element(dialog.getByLabelText('Name', { exact: true })).not.toBeInTheDocument();
    await expectAccessible(dialog.element());
  });

  test("a coupon the order refuses is the server's message, in a toast and under the field; the dialog stays", async () => {
    const api = fakeApi()
      .on(checkoutEndpoints['POST order-quote'])
      .on(eventsEndpoints['POST user-event-payment'], () =>
        answer(400, { status: 0, message: commonMessages.invalidCoupon }),
      );
    await renderApp(<EventBookingPanel event={eventFor('titan')} signedIn />, { path: PATH });
    await page.getByRole('combobox', { name: 'Quantity for Titan' }).selectOptions('1');
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
    const coupon = dialog.getByLabelText('Coupon', { exact: true });
    await coupon.fill('NOPE');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expectCouponRefused(dialog, coupon, 'NOPE');
    await expect
      .element(coupon)
      .toHaveAccessibleDescription(expect.stringContaining(commonMessages.invalidCoupon));
    expect(api.callsOf(eventsEndpoints['POST user-event-payment'])[0]?.input).toMatchObject({
      event_id: example.id,
      quantity: 1,
      coupon: 'NOPE',
    });
  });

  test('when the checkout script does not load: the problem, then Cancel goes back to the details kept', async () => {
    const api = fakeApi().on(checkoutEndpoints['POST order-quote']).on(eventsEndpoints['POST event-payment']);
    const dialog = await guestPaysOneTicket();
    const problem = page.getByRole('alertdialog', { name: 'Payment could not start' });
    await expect
      .element(problem)
      .toHaveAccessibleDescription(expect.stringContaining(commonMessages.somethingWrongTryLater));
    await expect.element(dialog).not.toBeInTheDocument();
    await expectAccessible(problem.element());
    expect(api.callsOf(eventsEndpoints['POST event-payment'])[0]?.input).toMatchObject({
      ...BUYER,
      event_id: example.id,
    });
    await problem.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByLabelText('Phone Number', { exact: true })).toHaveValue(BUYER.phone);
  });

  test('an order the server cannot create is an alert with Try again and Close; Close keeps the details', async () => {
    fakeApi()
      .on(checkoutEndpoints['POST order-quote'])
      .on(eventsEndpoints['POST event-payment'], () => answer(500));
    const dialog = await guestPaysOneTicket();
    const alert = page.getByRole('alertdialog', { name: checkoutTexts.orderFailedTitle });
    await expect.element(alert.getByRole('button', { name: checkoutTexts.tryAgain })).toBeVisible();
    await expectAccessible(alert.element());
    await alert.getByRole('button', { name: checkoutTexts.close }).click();
    await expect.element(dialog.getByLabelText('Email', { exact: true })).toHaveValue(BUYER.email);
  });

  test('a members-only event tells a guest to log in or become a member', async () => {
    const membersOnly = eventFor('guest');
    const { panel } = await renderPanel({
      ...membersOnly,
      prices: membersOnly.prices.map((row) => ({ ...row, can_view: false })),
    });
    await expect.element(panel.getByText(/This event is open to members only/)).toBeVisible();
    await expect
      .element(panel.getByRole('link', { name: 'become a member' }))
      .toHaveAttribute('href', '/membership');
  });

  test('a past event shows no plan selector and no Book Now, and says why', async () => {
    const { panel } = await renderPanel(eventFor('guest', { list_status: 'past' }));
    await expect.element(panel.getByRole('status')).toHaveTextContent(eventMessages.bookingClosedNotice);
    await expect.element(page.getByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('combobox')).not.toBeInTheDocument();
  });
});
