import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { fullApp, MAVERICK, parseOk, TITAN } from './setup.ts';

describe('reads', () => {
  it('logs the Titan in with tier, profile (GST details) and photo; refuses a wrong password', async () => {
    const { client } = fullApp();
    const login = parseOk('POST login', (await client.post('login', TITAN)).body);
    expect(login.membership).toBe('Titan');
    expect(login.user.gst_state).toBe('Maharashtra');
    expect(login.image).toMatch(/\/images\/users\/1\.svg$/);
    const user = parseOk('GET user', (await client.get('user', {}, { token: login.token })).body);
    expect(user.data.email).toBe(TITAN.email);
    const wrong = await client.post('login', { ...MAVERICK, password: 'nope' });
    expect(wrong).toMatchObject({ status: 400, body: { status: 0, message: 'Invalid email or password.' } });
    expect((await client.post('login', { email: 'bad', password: 'x' })).body).toMatchObject({
      message: 'Invalid email address',
    });
  });

  it('pages the directory by start and limit with the total (more than 5 pages of 20)', async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const first = parseOk(
      'GET all-members',
      (await client.get('all-members', { start: 0, limit: 20 }, { token })).body,
    );
    expect(first.data).toHaveLength(20);
    expect(Math.ceil(first.total / 20)).toBeGreaterThan(5);
    const last = parseOk(
      'GET all-members',
      (await client.get('all-members', { start: 120, limit: 20 }, { token })).body,
    );
    expect(last.data).toHaveLength(first.total - 120);
    expect(last.data[0]?.email).not.toBe(first.data[0]?.email);
    expect((await client.get('all-members', { start: 0, limit: 20 })).status).toBe(401);
    expect((await client.get('all-members', { start: -1 }, { token })).status).toBe(400);
  });

  it('answers the account lists: the Titan has one of each, the Maverick none', async () => {
    const { client } = fullApp();
    const titan = client.signIn(SEED_IDS.titanUserId);
    const maverick = client.signIn(SEED_IDS.maverickUserId);
    const events = parseOk(
      'GET account-events',
      (await client.get('account-events', {}, { token: titan })).body,
    );
    expect(events.data).toHaveLength(2);
    const mentors = parseOk(
      'GET account-mentors',
      (await client.get('account-mentors', {}, { token: titan })).body,
    );
    expect(mentors.data).toHaveLength(1);
    const packs = parseOk(
      'GET account-packages',
      (await client.get('account-packages', {}, { token: titan })).body,
    );
    expect(packs.data).toHaveLength(1);
    const membership = parseOk(
      'GET account-membership',
      (await client.get('account-membership', {}, { token: maverick })).body,
    );
    expect(membership.data?.membership).toBe('Maverick');
    expect(membership.user.first_name).toBe('Meera');
    for (const path of ['account-events', 'account-mentors', 'account-packages'] as const) {
      const res = await client.get(path, {}, { token: maverick });
      expect((res.body as { data: unknown[] }).data).toEqual([]);
    }
  });

  it('serves videos: defaults to guests, the full library to members', async () => {
    const { client, mock } = fullApp();
    const guest = parseOk('GET default-videos', (await client.get('default-videos')).body);
    const member = parseOk('GET videos', (await client.get('videos', {}, { token: client.signIn(2) })).body);
    expect(guest.data.length).toBeGreaterThan(0);
    expect(member.data.length + member.others.length).toBe(mock.state.store.videos.length);
    expect(new Set(member.data.map((v) => v.category.name)).size).toBeGreaterThan(2);
    expect((await client.get('videos')).status).toBe(401);
  });

  it('serves mentors and refuses guests where a mentor is for members only', async () => {
    const { client } = fullApp();
    const list = parseOk('GET mentors', (await client.get('mentors')).body);
    expect(list.data.some((m) => !m.allow_non_member)).toBe(true);
    const mentor = parseOk(
      'GET mentors/{id}',
      (await client.get('mentors/{id}', { id: SEED_IDS.openMentorSlug })).body,
    );
    expect(mentor.data.blur_image).toContain('mentors-blur');
    expect((await client.get('mentors/{id}', { id: 'nobody' })).status).toBe(404);
    const closed = list.data.find((m) => m.slug === SEED_IDS.membersOnlyMentorSlug);
    const contact = {
      name: 'A',
      email: 'a@example.com',
      company_name: 'C',
      designation: 'D',
      phone: '9999999999',
    };
    const refused = await client.post('mentor-appointment-payment', { ...contact, mentor_id: closed?.id });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message:
          'The mentorship program is exclusively available to members. Please sign in to access this page and continue',
      },
    });
    const free = await client.post('mentor-free-sesssion-appointment', { ...contact, mentor_id: closed?.id });
    expect(free.status).toBe(403);
    const token = client.signIn(SEED_IDS.maverickUserId);
    const paid = parseOk(
      'POST mentor-appointment-payment',
      (await client.post('mentor-appointment-payment', { ...contact, mentor_id: closed?.id }, { token }))
        .body,
    );
    // Sessions are sold + GST (the price is shown without it).
    expect(paid.amount).toBe(Math.round((closed?.session_price_without_gst ?? 0) * 118));
    const booked = await client.post(
      'mentor-free-sesssion-appointment',
      { ...contact, mentor_id: closed?.id },
      { token },
    );
    expect(parseOk('POST mentor-free-sesssion-appointment', booked.body).status).toBe(1);
  });

  it('answers membership options per slug (bare array) and 404 for an unknown slug', async () => {
    const { client } = fullApp();
    for (const slug of ['titan', 'maverick', 'lap', 'global-access-membership', 'uae-membership']) {
      const options = parseOk(
        'GET membership/{slug}',
        (await client.get('membership/{slug}', { slug })).body,
      );
      expect(options.length).toBeGreaterThan(0);
    }
    expect((await client.get('membership/{slug}', { slug: 'platinum' })).status).toBe(404);
  });

  it('searches: members only for signed-in callers, events and mentors for everyone', async () => {
    const { client, mock } = fullApp();
    const someone = mock.state.store.users[10];
    const term = someone?.last_name ?? '';
    const guest = parseOk('GET global-search', (await client.get('global-search', { search: term })).body);
    expect(guest.data.members).toEqual([]);
    const member = parseOk(
      'GET global-search',
      (await client.get('global-search', { search: term }, { token: client.signIn(1) })).body,
    );
    expect(member.data.members.length).toBeGreaterThan(0);
    const events = parseOk(
      'GET global-search',
      (await client.get('global-search', { search: 'leadership' })).body,
    );
    expect(events.data.upcomingEvents.length).toBeGreaterThan(0);
    expect(events.data.pastEvents.length).toBeGreaterThan(0);
  });

  it('serves packages, ventures and partner offers', async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.titanUserId);
    const member = parseOk('GET packages', (await client.get('packages', {}, { token })).body);
    const guest = parseOk('GET non-member-packages', (await client.get('non-member-packages')).body);
    expect(member.data[0]?.price_info).toBeLessThan(guest.data[0]?.price_info ?? 0);
    expect(
      parseOk('GET enterprise-packages', (await client.get('enterprise-packages')).body).data.length,
    ).toBeGreaterThan(0);
    expect(parseOk('GET ventures', (await client.get('ventures')).body).data.length).toBeGreaterThan(0);
    const offers = parseOk('GET partner-offers', (await client.get('partner-offers', {}, { token })).body);
    expect(offers.data.length).toBeGreaterThan(3);
    const offerId = offers.data[0]?.offers[0]?.offer_id ?? 0;
    const detail = await client.get('partner-offer-detail/{offer_id}', { offer_id: offerId }, { token });
    expect(parseOk('GET partner-offer-detail/{offer_id}', detail.body).data.code).toContain('LWL');
    expect((await client.get('partner-offer-detail/{offer_id}', { offer_id: 9999 }, { token })).status).toBe(
      404,
    );
    expect((await client.get('partner-offers')).status).toBe(401);
  });

  it('refuses a guest Venture order with member_type member', async () => {
    const { client } = fullApp();
    const body = {
      name: 'A',
      email: 'a@example.com',
      company_name: 'C',
      designation: 'D',
      phone: '9999999999',
      member_type: 'member',
      price_type: 'day_1_pass',
      venture_id: 1,
    };
    const res = await client.post('venture-payment', body);
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'You need to sign in to access this page. Please log in to continue.' },
    });
    const asMember = await client.post('venture-payment', body, { token: client.signIn(1) });
    expect(asMember.status).toBe(200);
    expect((await client.post('venture-payment', { ...body, price_type: '' })).body).toMatchObject({
      message: 'Please select the day type.',
    });
  });
});
