import { editionDatesLabel, nextStepOf, type OrderReceipt, validityText } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { describe, expect, it } from 'vitest';
import { nextStepText } from '../../src/mail/next-step-mail.ts';
import type { OutboxMessage } from '../../src/outbox/outbox.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { buy, fullApp, GUEST_CONTACT, parseOk } from '../handlers/setup.ts';

type App = ReturnType<typeof fullApp>;
type Fields = Record<string, unknown>;

const mails = (app: App, kind: OutboxMessage['kind']) =>
  app.mock.state.outbox.list().filter((m) => m.kind === kind);

async function receiptOf(app: App, order: { order_id: string; access_key?: string | undefined }) {
  const answer = await app.client.get('orders/{order_id}', {
    order_id: order.order_id,
    key: order.access_key,
  });
  return parseOk('GET orders/{order_id}', answer.body).data satisfies OrderReceipt;
}

/** A line as the HTML body writes it (html.ts escapes these). */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#39;')
    .replaceAll('"', '&quot;');

const globalSignUp = (email: string) => {
  const input = endpointExamples['POST global-membership-payment'].input as Fields;
  const { image: _photo, ...fields } = input;
  return { ...fields, email, password: String(input.password), coupon: '' };
};

const KINDS: Record<string, { create: string; callback: string; body: Fields; member?: boolean }> = {
  event: {
    create: 'event-payment',
    callback: 'event-payment-callback',
    body: { ...GUEST_CONTACT, event_id: 1, quantity: 1 },
  },
  venture: {
    create: 'venture-payment',
    callback: 'venture-payment-callback',
    body: { ...GUEST_CONTACT, venture_id: 1, price_type: 'two_days_pass', member_type: 'non_member' },
  },
  mentor: {
    create: 'mentor-appointment-payment',
    callback: 'mentor-payment-callback',
    body: { ...GUEST_CONTACT, mentor_id: 1 },
  },
  package: {
    create: 'non-member-package-payment',
    callback: 'package-payment-callback',
    body: { ...GUEST_CONTACT, package_id: 1 },
  },
  'global sign-up': {
    create: 'global-membership-payment',
    callback: 'membership-payment-callback',
    body: globalSignUp('new.global@example.com'),
  },
};

describe('order-confirmation ends with the next step of its kind', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    it(name, async () => {
      const app = fullApp();
      const order = await buy(app.client, kind.create, kind.callback, kind.body);
      const receipt = await receiptOf(app, order);
      const [mail] = mails(app, 'order-confirmation');
      const step = nextStepOf(receipt, receipt.links.invoice !== null);
      expect(step.lines.length).toBeGreaterThan(0);
      expect(mail?.text.endsWith(nextStepText(step))).toBe(true);
      for (const line of step.lines) expect(mail?.html).toContain(escaped(line));
    });
  }

  it('a Venture pass to the upcoming edition: that edition’s own dates and venue, not the April 2025 one', async () => {
    // Past the specs' edition (4 and 5 April 2025), the seed's upcoming one (45 days after its start) is on sale.
    const app = fullApp();
    app.mock.clock.advance(30 * 86_400_000);
    const order = await buy(
      app.client,
      KINDS.venture?.create ?? '',
      'venture-payment-callback',
      KINDS.venture?.body ?? {},
    );
    const booking = app.mock.state.store.ventureBookings.find((b) => b.order_id === order.order_id);
    const edition = app.mock.state.store.ventureEditions.find((e) => e.id === booking?.edition_id);
    if (!edition) throw new Error('the pass names its edition');
    expect(edition.id).not.toBe(1);
    expect(edition.start_date > '2025-04-05').toBe(true);
    const [mail] = mails(app, 'order-confirmation');
    const tail = mail?.text.slice(mail.text.indexOf('What happens next')) ?? '';
    expect(tail).toContain(editionDatesLabel(edition.start_date, edition.end_date));
    expect(tail).toContain(edition.venue);
    expect(tail).not.toContain('4 and 5 April 2025');
  });

  it('the Global sign-up: its validity dates, and no tickets or guests', async () => {
    const app = fullApp();
    const order = await buy(
      app.client,
      'global-membership-payment',
      'membership-payment-callback',
      globalSignUp('g2@example.com'),
    );
    const receipt = await receiptOf(app, order);
    const membership = app.mock.state.store.memberships.find((m) => m.order_id === order.order_id);
    expect(receipt.validity).toEqual({
      from: app.mock.clock.now().toISOString().slice(0, 10),
      to: membership?.modified_expiry_date,
    });
    const [mail] = mails(app, 'order-confirmation');
    expect(mail?.text).toContain(`valid from ${validityText(receipt.validity ?? { from: '', to: '' })}`);
    expect(mail?.text).not.toMatch(/ticket|guest/i);
    expect(mail?.html).not.toMatch(/ticket|guest/i);
  });
});

describe('a free mentor session', () => {
  it('sends a free-session e-mail that ends with how the session is arranged', async () => {
    const app = fullApp();
    const token = app.client.signIn(SEED_IDS.maverickUserId);
    const answer = await app.client.post(
      'mentor-free-sesssion-appointment',
      { ...GUEST_CONTACT, mentor_id: 1 },
      { token },
    );
    expect(answer.status).toBe(200);
    const sent = mails(app, 'free-session');
    expect(sent).toHaveLength(1);
    const [mail] = sent as [OutboxMessage];
    expect(mail.to).toBe(GUEST_CONTACT.email);
    expect(mail.subject).toContain('free session');
    expect(mail.text).toMatch(/Within \d working days, the mentor’s team e-mails you at asha@example\.com/);
    expect(mail.text).toMatch(/introductory video call; its link comes with the agreed time\.$/);
    expect(mail.text).not.toMatch(/invoice/i);
  });

  it('a refused free session sends nothing', async () => {
    const app = fullApp();
    const answer = await app.client.post('mentor-free-sesssion-appointment', {
      ...GUEST_CONTACT,
      mentor_id: 9999,
    });
    expect(answer.status).toBe(404);
    expect(mails(app, 'free-session')).toEqual([]);
  });
});
