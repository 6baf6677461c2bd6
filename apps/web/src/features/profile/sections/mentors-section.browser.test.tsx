import { accountEndpoints, invoicesEndpoints, type MentorBooking } from '@lwl/schemas';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp, signIn } from '../../../testing/render-app.tsx';
import { InvoicesAvailability } from '../invoice-links.tsx';
import MentorsSection from './mentors-section.tsx';

const booking = (name: string, amount: number): MentorBooking => ({
  amount,
  mentor: { name, image: '', designation: 'Coach' },
});

test("a ₹0 booking (a free session) has no 'Invoice' link; a paid one keeps it", async () => {
  signIn();
  fakeApi()
    .on(accountEndpoints['GET account-mentors'], () => ({
      status: 1,
      data: [booking('Priya Sharma', 0), booking('Radhika Iyer', 8_850)],
    }))
    .on(invoicesEndpoints['GET account-invoices']);
  await renderApp(
    <InvoicesAvailability>
      <MentorsSection />
    </InvoicesAvailability>,
    { path: '/profile?section=mentors' },
  );
  await expect.element(page.getByRole('link', { name: 'Invoices (Radhika Iyer)' })).toBeVisible();
  await expect.element(page.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible();
  expect(page.getByRole('link', { name: 'Invoices (Priya Sharma)' }).elements()).toHaveLength(0);
});
