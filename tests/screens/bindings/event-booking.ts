/** The event page's booking (/event/:slug): a plan and a quantity, Book Now, the dialog, the checkout. */
import { MAVERICK } from '../../support/accounts.ts';
import { fillBuyer, GUEST_EVENT, PAST_EVENT, sandboxDialog } from '../../support/checkout.ts';
import { signInByApi } from '../../support/session.ts';
import type { FlowBinding, StepContext } from '../paths/binding.ts';
import { checkoutBinding } from './checkout.ts';

const MEMBER = 'a signed-in member on “Women in Leadership Summit 2026”';
const GUEST = 'a guest on “Women in Leadership Summit 2026”';

/** The plan this buyer may buy on the seed's event: a guest's Non Member, a member's own plan. */
const planOf = (start: string) => (start === MEMBER ? 'Maverick' : 'Non Member');

const openEvent =
  (slug: string) =>
  async ({ page }: StepContext) => {
    await page.goto(`/event/${slug}`);
  };

const quantity =
  (value: string) =>
  async ({ page, start }: StepContext) => {
    await page.getByRole('combobox', { name: `Quantity for ${planOf(start)}` }).selectOption(value);
  };

const details =
  (coupon: string) =>
  async ({ page }: StepContext) => {
    const dialog = page.getByRole('dialog', { name: 'Personal Details' });
    await fillBuyer(page);
    if (coupon) await dialog.getByLabel('Coupon').fill(coupon);
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
  };

const coupon =
  (code: string) =>
  async ({ page }: StepContext) => {
    const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
    if (code) await dialog.getByLabel(/coupon/i).fill(code);
    await dialog
      .getByRole('button', { name: /^(Pay Now|Apply)/ })
      .last()
      .click();
  };

/** Up to the guest's Pay Now: where the event's checkout starts. */
async function toPayNow(step: StepContext): Promise<void> {
  await openEvent(GUEST_EVENT.slug)(step);
  await step.page.getByRole('combobox', { name: 'Quantity for Non Member' }).selectOption('1');
  await step.page.getByRole('button', { name: 'Book Now' }).click();
  await details('')(step);
}

export const eventBooking: FlowBinding = {
  machine: 'eventBooking',
  clock: true,
  starts: {
    [GUEST]: openEvent(GUEST_EVENT.slug),
    [MEMBER]: async (step) => {
      await signInByApi(step.page, step.request, MAVERICK);
      await openEvent(GUEST_EVENT.slug)(step);
    },
    'an event that is no longer upcoming': openEvent(PAST_EVENT.slug),
  },
  events: {
    // The example's event offers its Titan plan; on the seed's event each buyer has one plan to buy.
    'plan.select': {
      'Titan plan': async ({ page, start }) => {
        await page.getByRole('radio', { name: new RegExp(`^${planOf(start)}`) }).check();
      },
    },
    'quantity.change': { '1 ticket': quantity('1'), '5 tickets': quantity('5') },
    'booking.open': {
      'Book Now': async ({ page }) => page.getByRole('button', { name: 'Book Now' }).click(),
    },
    'details.submit': { "the buyer's details (Ananya Rao)": details('') },
    'coupon.submit': { 'no coupon': coupon('') },
    'dialog.close': { 'send it (no fields)': async ({ page }) => page.keyboard.press('Escape') },
    'profile.receive': { "the signed-in buyer's profile (Ananya)": 'app' },
  },
  // Only a signed-in buyer's profile arrives.
  onlyIn: { 'profile.receive': [MEMBER] },
  calls: {
    prepareCheckout: {
      url: /\/assets\/purchase-checkout-machine-[^/]*\.js$/,
      outcomes: { 'the checkout is ready': 'mock', 'the checkout could not be prepared': 'drop' },
    },
  },
  performs: {
    checkout: {
      'the checkout ends: paid: the buyer goes on to the thank-you page': async ({ page }) => {
        await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
        await page.clock.runFor(2_000);
      },
      'the checkout ends: the payment failed': async ({ page }) => {
        await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Close', exact: true }).click();
      },
      'the checkout ends: the buyer closed the payment window': async ({ page }) => {
        await sandboxDialog(page).waitFor();
        await page.keyboard.press('Escape');
      },
    },
  },
  unreachable: {
    'dialog.coupon —dialog.close→ selecting':
      "finding of the walk: Escape leaves the member's coupon dialog open in the app (it stays in dialog.coupon); not walked until the dialog or this binding is fixed",
    'selecting —booking.open [hasBookingProblem] / showToast→ (stays)':
      'Book Now is disabled until a plan and a quantity are chosen: the toast the machine would show cannot be asked for (the machine keeps the rule for the keyboard and tests)',
  },
  shows: {
    unavailable: /no longer|closed|past/i,
    'dialog.details': 'Personal Details',
  },
};

export const eventCheckout: FlowBinding = checkoutBinding({
  machine: 'eventCheckout',
  open: toPayNow,
  order: '**/api/event-payment',
  confirm: '**/api/event-payment-callback',
});
