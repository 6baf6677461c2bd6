/** Every purchase says what happens next: a guest's mentor session and a Venture pass, on a phone. */
import {
  editionDatesLabel,
  freeSessionSummary,
  MENTOR_SESSION,
  VENTURE_VAULT,
  type VentureEdition,
} from '@lwl/schemas';
import { mailTo, RECEIPT_URL, VENTURE_RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { fillContact, OPEN_MENTOR } from '../support/benefit-pages.ts';
import { BUYER, expectNoSideScroll, sandboxDialog } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';
import { openBooking, openVentureVault } from '../support/venture.ts';

test.use({ viewport: { width: 390, height: 844 } });

test("a guest's paid mentor session: the receipt and the e-mail say how it is arranged", async ({
  page,
  request,
}) => {
  test.slow(); // the order, the sandbox and the receipt's load
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  const free = page.getByRole('button', { name: 'Book A Free Session' });
  // The line beside the button says what the free session is and who it is for (her description too).
  await expect(free).toHaveAccessibleDescription(freeSessionSummary(true));
  await expect(page.getByText(freeSessionSummary(true))).toBeVisible();
  await expectNoSideScroll(page);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);

  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText(
    `Within ${MENTOR_SESSION.contactWithinWorkingDays} working days, the mentor’s team e-mails you at ${BUYER.email}`,
  );
  await expect(next).toContainText(`${MENTOR_SESSION.paidMinutes}-minute video call`);
  await expect(next).toContainText('Your tax invoice is on your receipt page');
  await expectNoSideScroll(page);
  // The page, not the success toast that may still be fading in.
  await expectAccessible(page, 'main');

  const mail = await mailTo(request, BUYER.email, 'order-confirmation');
  expect(mail.text).toMatch(/What happens next\nWithin \d working days, the mentor’s team/);
});

test('a Venture pass to the upcoming edition: the thank-you page names that edition, not April 2025', async ({
  page,
}) => {
  test.slow();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/ventures') && r.ok());
  await openVentureVault(page);
  const edition = (await (await answer).json()).edition as VentureEdition;
  expect(edition.start_date).not.toBe(VENTURE_VAULT.dates[0]);
  const dates = editionDatesLabel(edition.start_date, edition.end_date);

  const dialog = await openBooking(page, 'Individual');
  await dialog.getByLabel('Pass Type').selectOption('two_days_pass');
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(VENTURE_RECEIPT_URL);

  const intro = page.getByText('Your Venture Vault pass is booked:');
  await expect(intro).toContainText(dates);
  await expect(intro).toContainText(edition.venue);
  await expect(page.getByRole('main')).not.toContainText(VENTURE_VAULT.datesLabel);
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
    `Your pass is for ${dates}`,
  );
  await expectNoSideScroll(page);
  // The page, not the success toast that may still be fading in.
  await expectAccessible(page, 'main');
});
