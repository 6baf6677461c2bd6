import { gstOf, gstSupplyOf, PLAN_OFFERS, type PlanOffer, placeOfSupply } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { fullApp, GUEST_CONTACT, parseOk } from './setup.ts';

type Client = ReturnType<typeof fullApp>['client'];

/** Hand arithmetic of docs/decisions/0009's rule, independent of `computeCharge`: paise, GST 18 % to the paisa. */
const paise = (rupees: number) => Math.round(rupees * 100);
const plusGst = (net: number) => net + Math.round(net * 0.18);
const includedGst = (total: number) => Math.round((total * 18) / 118);

let signups = 0;
/** Orders a plan as a new buyer through the endpoint its page's form posts to. */
async function orderPlan(client: Client, offer: PlanOffer, coupon = '') {
  signups += 1;
  const person = {
    title: 'Ms',
    first_name: 'Price',
    last_name: 'Check',
    email: `price-${signups}@example.com`,
    company_name: 'Acme',
    designation: 'CEO',
    password: 'Secret@123',
    pincode: '400050',
    membership_price_id: String(offer.id),
    coupon,
  };
  const res =
    offer.currency === 'USD'
      ? await client.post('global-membership-payment', {
          ...person,
          phone: '',
          city: 'London',
          state: 'England',
          country: 'United Kingdom',
        })
      : await client.post('membership-payment', {
          ...person,
          phone: '9123456789',
          otp: '{secret}',
          city: offer.city ?? 'Delhi',
          provides_gst_details: '0',
          reffered_by: '',
        });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parseOk('POST membership-payment', res.body);
}

describe('page price = charge, for every plan on sale', () => {
  it('each price option is the plan the pages show, and its order lists that price', async () => {
    const { client } = fullApp();
    for (const slug of ['titan', 'maverick', 'lap', 'global-access-membership', 'uae-membership'] as const) {
      const options = parseOk(
        'GET membership/{slug}',
        (await client.get('membership/{slug}', { slug })).body,
      );
      const offers = PLAN_OFFERS.filter((o) => o.slug === slug);
      expect(options.map((o) => [o.id, o.price, o.term])).toEqual(offers.map((o) => [o.id, o.price, o.term]));
    }
    // All at once: the sign-ups' password hashes run side by side in libuv's thread pool.
    const orders = await Promise.all(
      PLAN_OFFERS.map(async (offer) => ({ offer, order: await orderPlan(client, offer) })),
    );
    for (const { offer, order } of orders) {
      const what = `${offer.slug} ${offer.city ?? ''} ${offer.term}`;
      expect(order.breakdown?.unit_price, what).toBe(paise(offer.price));
      expect(order.currency, what).toBe(offer.currency);
      // INR plans are sold + GST; USD plans are exports without GST.
      const expected = offer.currency === 'INR' ? plusGst(paise(offer.price)) : paise(offer.price);
      expect(order.amount, what).toBe(expected);
      expect(order.breakdown?.total, what).toBe(order.amount);
    }
  }, 30_000); // 33 sign-ups, each hashing a password
});

describe('pricing rules through the create-order endpoints', () => {
  it('plus-GST plan: Titan Delhi 1 year 1,10,000 + 19,800', async () => {
    const { client } = fullApp();
    const titan = PLAN_OFFERS.find((o) => o.slug === 'titan' && o.city === 'Delhi' && o.term === '1 Year');
    const order = await orderPlan(client, titan as PlanOffer);
    expect(order.breakdown).toMatchObject({
      gst_treatment: 'added',
      gst_rate_percent: 18,
      taxable_value: 11_000_000,
      gst: 1_980_000,
      total: 12_980_000,
    });
    expect(order.amount).toBe(12_980_000);
  });

  it('USD plan without GST: UAE 1 year is charged 820 USD', async () => {
    const { client } = fullApp();
    const uae = PLAN_OFFERS.find((o) => o.slug === 'uae-membership' && o.term === '1 Year');
    const order = await orderPlan(client, uae as PlanOffer);
    expect(order).toMatchObject({ amount: 82_000, currency: 'USD' });
    expect(order.breakdown).toMatchObject({ gst_treatment: 'none', gst_rate_percent: 0, gst: 0 });
  });

  it('GST-inclusive ticket: a guest pays price × quantity and is told the GST it includes', async () => {
    const { client, mock } = fullApp();
    const event = mock.state.store.events.find((e) => e.slug === SEED_IDS.upcomingOpenEventSlug);
    const price = event?.prices.find((p) => p.membership === 'Non Member')?.price ?? -1;
    const res = await client.post('event-payment', { ...GUEST_CONTACT, quantity: 3, event_id: event?.id });
    const order = parseOk('POST event-payment', res.body);
    expect(order.amount).toBe(paise(price) * 3);
    expect(order.breakdown).toMatchObject({
      gst_treatment: 'included',
      quantity: 3,
      unit_price: paise(price),
      gst: includedGst(paise(price) * 3),
      total: order.amount,
    });
  });

  it('GST-inclusive Venture Vault pass: charged as listed', async () => {
    const { client, mock } = fullApp();
    const venture = mock.state.store.ventures[0];
    const res = await client.post('venture-payment', {
      ...GUEST_CONTACT,
      member_type: 'non_member',
      price_type: 'day_1_pass',
      venture_id: venture?.id,
    });
    const order = parseOk('POST venture-payment', res.body);
    const listed = paise(venture?.non_member_price_single_day ?? -1);
    expect(order.amount).toBe(listed);
    expect(order.breakdown).toMatchObject({ gst_treatment: 'included', gst: includedGst(listed) });
  });

  it('plus-GST mentor session and sponsor package', async () => {
    const { client, mock } = fullApp();
    const mentor = mock.state.store.mentors.find((m) => m.non_member_price_without_gst > 0);
    const session = parseOk(
      'POST mentor-appointment-payment',
      (await client.post('mentor-appointment-payment', { ...GUEST_CONTACT, mentor_id: mentor?.id })).body,
    );
    expect(session.amount).toBe(plusGst(paise(mentor?.non_member_price_without_gst ?? -1)));
    const pack = mock.state.store.packages[0];
    const bought = parseOk(
      'POST non-member-package-payment',
      (await client.post('non-member-package-payment', { ...GUEST_CONTACT, package_id: pack?.id })).body,
    );
    expect(bought.amount).toBe(plusGst(paise(pack?.non_member_price ?? -1)));
    expect(bought.breakdown?.gst_treatment).toBe('added');
  });

  it('LWL10 comes off the listed price before GST', async () => {
    const { client } = fullApp();
    const maverick = PLAN_OFFERS.find(
      (o) => o.slug === 'maverick' && o.city === 'Delhi' && o.term === '1 Year',
    );
    const order = await orderPlan(client, maverick as PlanOffer, 'lwl10');
    // 45,000 − 4,500 = 40,500; + 18 % = 47,790 (not 45,000 × 1.18 − 10 %).
    expect(order.breakdown).toMatchObject({ discount: 450_000, taxable_value: 4_050_000, gst: 729_000 });
    expect(order.amount).toBe(4_779_000);
  });

  it('FREE100 makes any purchase free and paid at once, GST included', async () => {
    const { client } = fullApp();
    const lap = PLAN_OFFERS.find((o) => o.slug === 'lap');
    const order = await orderPlan(client, lap as PlanOffer, 'FREE100');
    expect(order).toMatchObject({ amount: 0, paid: true });
    expect(order.breakdown).toMatchObject({ gst: 0, total: 0, discount: paise(lap?.price ?? -1) });
    const ticket = parseOk(
      'POST event-payment',
      (
        await client.post('event-payment', {
          ...GUEST_CONTACT,
          quantity: 2,
          event_id: 1,
          coupon: 'FREE100',
        })
      ).body,
    );
    expect(ticket).toMatchObject({ amount: 0, paid: true });
  });

  it('refuses an unknown coupon with a clear message', async () => {
    const { client } = fullApp();
    const res = await client.post('event-payment', {
      ...GUEST_CONTACT,
      quantity: 1,
      event_id: 1,
      coupon: 'SAVE50',
    });
    expect(res).toMatchObject({ status: 400, body: { status: 0, message: 'Invalid coupon code.' } });
  });

  it('rounds each tax on its own and keeps the sums exact; an included price is charged as listed', async () => {
    const { client, mock } = fullApp();
    // An odd quantity and LWL10 on an included price give GST with a fraction of a paisa.
    const event = mock.state.store.events.find((e) => e.slug === SEED_IDS.upcomingOpenEventSlug);
    const price = event?.prices.find((p) => p.membership === 'Non Member')?.price ?? -1;
    const res = await client.post('event-payment', {
      ...GUEST_CONTACT,
      quantity: 3,
      event_id: event?.id,
      coupon: 'LWL10',
    });
    const order = parseOk('POST event-payment', res.body);
    const net = paise(price) * 3 - Math.round(paise(price) * 3 * 0.1);
    expect(order.amount).toBe(net);
    const b = order.breakdown;
    const place = placeOfSupply({
      kind: 'event',
      currency: 'INR',
      venueCity: event?.city ?? null,
      buyerState: null,
    });
    expect(b?.gst).toBe(gstOf(b?.taxable_value ?? -1, gstSupplyOf(place)));
    expect(Number.isInteger(b?.gst)).toBe(true);
    expect(b?.round_off).toBeLessThanOrEqual(2);
    expect((b?.taxable_value ?? 0) + (b?.gst ?? 0) + (b?.round_off ?? -1)).toBe(order.amount);
  });
});
