import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { fullApp, GUEST_CONTACT, parseOk, payInSandbox, TITAN } from './setup.ts';

describe('journeys', () => {
  it('a member purchase shows once in account-events even when the callback is repeated', async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const empty = parseOk('GET account-events', (await client.get('account-events', {}, { token })).body);
    expect(empty.data).toEqual([]);
    const order = parseOk(
      'POST user-event-payment',
      (await client.post('user-event-payment', { quantity: 3, event_id: 2 }, { token })).body,
    );
    const confirmation = await payInSandbox(client, order.order_id);
    for (let i = 0; i < 2; i++) {
      const res = await client.post('event-payment-callback', confirmation);
      expect(parseOk('POST event-payment-callback', res.body).message).toBe(
        'Thank You! Your payment has been received.',
      );
    }
    const after = parseOk('GET account-events', (await client.get('account-events', {}, { token })).body);
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ amount: order.amount / 100, refund_status: null });
  });

  it('a membership purchase creates the account on payment; it can then log in and sees the membership', async () => {
    const { client } = fullApp();
    const options = parseOk(
      'GET membership/{slug}',
      (await client.get('membership/{slug}', { slug: 'titan' })).body,
    );
    const mumbai = options.find((o) => o.city === 'Mumbai' && o.term === '2 Years');
    expect(mumbai?.price).toBe(124000);
    const form = {
      title: 'Ms',
      first_name: 'Nisha',
      last_name: 'Patel',
      phone: '9123456789',
      otp: '{secret}',
      email: 'nisha@example.com',
      company_name: 'Patel & Co',
      designation: 'Founder',
      city: 'Mumbai',
      password: 'Secret@123',
      pincode: '400050',
      provides_gst_details: '0',
      membership_price_id: String(mumbai?.id),
      reffered_by: '',
      coupon: '',
    };
    const order = parseOk('POST membership-payment', (await client.post('membership-payment', form)).body);
    // An India plan is sold + GST (18 %): 1,24,000 + 22,320.
    expect(order).toMatchObject({ amount: 146_320 * 100, currency: 'INR' });
    expect(order.breakdown).toMatchObject({
      taxable_value: 124_000 * 100,
      gst: 22_320 * 100,
      total: order.amount,
    });
    const early = await client.post('login', { email: form.email, password: form.password });
    expect(early.status).toBe(400);
    const callback = await client.post(
      'membership-payment-callback',
      await payInSandbox(client, order.order_id),
    );
    expect(parseOk('POST membership-payment-callback', callback.body).message).toBe(
      'Thank you! Your booking was successful. Welcome to Leading Ladies Network!',
    );
    const login = parseOk(
      'POST login',
      (await client.post('login', { email: form.email, password: form.password })).body,
    );
    expect(login.membership).toBe('Titan');
    const record = parseOk(
      'GET account-membership',
      (await client.get('account-membership', {}, { token: login.token })).body,
    );
    expect(record.data).toMatchObject({ membership: 'Titan', membership_price: 146_320 });
    const again = await client.post('membership-payment', form);
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'An account with this email already exists. Please log in to continue.' },
    });
  });

  it('a global sign-up with FREE100 is paid at once and the account exists immediately (USD)', async () => {
    const { client } = fullApp();
    const options = parseOk(
      'GET membership/{slug}',
      (await client.get('membership/{slug}', { slug: 'global-access-membership' })).body,
    );
    expect(options.map((o) => o.id)).toContain(1);
    const res = await client.post('global-membership-payment', {
      title: 'Ms',
      first_name: 'Emma',
      last_name: 'Stone',
      phone: '',
      email: 'emma@example.com',
      company_name: 'Stone Ltd',
      designation: 'CEO',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
      password: 'Secret@123',
      pincode: 'SW1A',
      membership_price_id: 1,
      coupon: 'FREE100',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(parseOk('POST global-membership-payment', res.body)).toMatchObject({
      paid: true,
      currency: 'USD',
      amount: 0,
    });
    const login = parseOk(
      'POST login',
      (await client.post('login', { email: 'emma@example.com', password: 'Secret@123' })).body,
    );
    expect(login.membership).toBe('Global Access');
  });

  it('resets a password with the OTP from the outbox; refuses expired OTPs and locks after 5 wrong tries', async () => {
    const { client, mock } = fullApp();
    const otpOf = () => mock.state.outbox.list()[0]?.otp ?? '';
    expect(await client.post('forgot-password', { email: 'nobody@example.com' })).toMatchObject({
      status: 200,
      body: { status: 1, message: 'If an account exists for this e-mail, we have sent a code.' },
    });
    expect(mock.state.outbox.list()).toEqual([]);

    parseOk('POST forgot-password', (await client.post('forgot-password', { email: TITAN.email })).body);
    mock.clock.advance(10 * 60 * 1000 + 1);
    const expired = await client.post('verify-token', { email: TITAN.email, token: otpOf() });
    expect(expired).toMatchObject({
      status: 400,
      body: { message: 'The OTP has expired. Please request a new one.' },
    });

    await client.post('forgot-password', { email: TITAN.email });
    const code = otpOf();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await client.post('verify-token', { email: TITAN.email, token: wrong });
      expect(res.body).toMatchObject({ message: 'Invalid OTP. Please try again.' });
    }
    const fifth = await client.post('verify-token', { email: TITAN.email, token: wrong });
    expect(fifth.body).toMatchObject({ message: 'Too many attempts. Please request a new OTP.' });
    const locked = await client.post('verify-token', { email: TITAN.email, token: code });
    expect(locked).toMatchObject({
      status: 400,
      body: { message: 'Too many attempts. Please request a new OTP.' },
    });

    // A new code while the locked one is unexpired keeps its spent tries: no extra guesses.
    await client.post('forgot-password', { email: TITAN.email });
    const relocked = await client.post('verify-token', { email: TITAN.email, token: otpOf() });
    expect(relocked.body).toMatchObject({ message: 'Too many attempts. Please request a new OTP.' });

    mock.clock.advance(10 * 60 * 1000 + 1);
    await client.post('forgot-password', { email: TITAN.email });
    const fresh = otpOf();
    parseOk(
      'POST verify-token',
      (await client.post('verify-token', { email: TITAN.email, token: fresh })).body,
    );
    const reset = await client.post('reset-password', {
      email: TITAN.email,
      token: fresh,
      password: 'New@54321',
    });
    expect(parseOk('POST reset-password', reset.body).message).toBe(
      'Your password has been reset. Please log in.',
    );
    const reused = await client.post('reset-password', {
      email: TITAN.email,
      token: fresh,
      password: 'Other@1',
    });
    expect(reused.status).toBe(400);
    expect((await client.post('login', TITAN)).status).toBe(400);
    expect((await client.post('login', { email: TITAN.email, password: 'New@54321' })).status).toBe(200);
  });

  it('refunds an own upcoming purchase once; a second request, a past event and another member are refused', async () => {
    const { client } = fullApp();
    const titan = client.signIn(SEED_IDS.titanUserId);
    const maverick = client.signIn(SEED_IDS.maverickUserId);
    const notMine = await client.post(
      'delete-event',
      { event_id: SEED_IDS.titanUpcomingPurchaseId },
      { token: maverick },
    );
    expect(notMine).toMatchObject({
      status: 400,
      body: { message: 'This purchase is not eligible for a refund.' },
    });
    const first = await client.post(
      'delete-event',
      { event_id: SEED_IDS.titanUpcomingPurchaseId },
      { token: titan },
    );
    expect(parseOk('POST delete-event', first.body).message).toBe('Your refund request has been submitted.');
    const second = await client.post(
      'delete-event',
      { event_id: SEED_IDS.titanUpcomingPurchaseId },
      { token: titan },
    );
    expect(second.status).toBe(400);
    const past = await client.post(
      'delete-event',
      { event_id: SEED_IDS.titanPastPurchaseId },
      { token: titan },
    );
    expect(past.status).toBe(400);
    const list = parseOk(
      'GET account-events',
      (await client.get('account-events', {}, { token: titan })).body,
    );
    expect(list.data.find((p) => p.id === SEED_IDS.titanUpcomingPurchaseId)?.refund_status).toBe('initiated');
  });

  it('a guest buys a package and a Venture pass through the sandbox', async () => {
    const { client, mock } = fullApp();
    const packs = parseOk('GET non-member-packages', (await client.get('non-member-packages')).body);
    const pack = packs.data[0];
    const order = parseOk(
      'POST non-member-package-payment',
      (await client.post('non-member-package-payment', { ...GUEST_CONTACT, package_id: pack?.id })).body,
    );
    // Packages are sold + GST.
    expect(order.amount).toBe(Math.round((pack?.price_info ?? 0) * 118));
    const cb = await client.post('package-payment-callback', await payInSandbox(client, order.order_id));
    expect(cb.status).toBe(200);
    const second = parseOk(
      'POST non-member-package-payment',
      (await client.post('non-member-package-payment', { ...GUEST_CONTACT, package_id: pack?.id })).body,
    );
    // A valid signature of a package order posted to another kind's callback is refused.
    const wrongKind = await client.post(
      'venture-payment-callback',
      await payInSandbox(client, second.order_id),
    );
    expect(wrongKind.status).toBe(400);
    const venture = await client.post('venture-payment', {
      ...GUEST_CONTACT,
      member_type: 'non_member',
      price_type: 'two_days_pass',
      venture_id: 1,
    });
    const ventureOrder = parseOk('POST venture-payment', venture.body);
    // Venture passes are charged as listed, GST included.
    expect(ventureOrder.amount).toBe((mock.state.store.ventures[0]?.non_member_price_both_day ?? -1) * 100);
    expect(ventureOrder.breakdown?.gst_treatment).toBe('included');
    const vcb = await client.post(
      'venture-payment-callback',
      await payInSandbox(client, ventureOrder.order_id),
    );
    expect(vcb.status).toBe(200);
    expect(mock.state.store.ventureBookings).toHaveLength(1);
  });

  it('a member buys a package and a mentor session; both show in the account lists', async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const pack = parseOk(
      'POST package-payment',
      (await client.post('package-payment', { package_id: 1 }, { token })).body,
    );
    const packCb = await client.post('package-payment-callback', await payInSandbox(client, pack.order_id));
    expect(parseOk('POST package-payment-callback', packCb.body).status).toBe(1);
    const mentor = parseOk(
      'POST mentor-appointment-payment',
      (await client.post('mentor-appointment-payment', { ...GUEST_CONTACT, mentor_id: 1 }, { token })).body,
    );
    const mentorCb = await client.post(
      'mentor-payment-callback',
      await payInSandbox(client, mentor.order_id),
    );
    expect(parseOk('POST mentor-payment-callback', mentorCb.body).status).toBe(1);
    const packs = parseOk('GET account-packages', (await client.get('account-packages', {}, { token })).body);
    expect(packs.data.map((p) => p.amount)).toEqual([pack.amount / 100]);
    const mentors = parseOk('GET account-mentors', (await client.get('account-mentors', {}, { token })).body);
    expect(mentors.data.map((m) => m.amount)).toEqual([mentor.amount / 100]);
    expect((await client.post('package-payment', { package_id: 1 })).status).toBe(401);
    expect((await client.post('package-payment', { package_id: 999 }, { token })).status).toBe(404);
  });
});
