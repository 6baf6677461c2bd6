import { en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { today } from './dates.ts';
import { SEED_IDS } from './seed/purchases.ts';
import { createSeed, resetStore } from './seed.ts';

const now = new Date('2026-05-10T08:00:00Z');

describe('createSeed', () => {
  it('is deterministic: two seeds for the same instant are equal', () => {
    expect(JSON.stringify(createSeed(now))).toBe(JSON.stringify(createSeed(now)));
  });

  it('survives a JSON round trip unchanged (persistence)', () => {
    const store = createSeed(now);
    expect(JSON.parse(JSON.stringify(store))).toEqual(store);
  });

  it('has more than 5 directory pages of members and unique e-mails', () => {
    const store = createSeed(now);
    expect(store.users.length).toBeGreaterThan(100);
    expect(new Set(store.users.map((u) => u.email)).size).toBe(store.users.length);
  });

  it('has more than 6 upcoming events in at least 4 categories, most open to guests, some members-only', () => {
    const store = createSeed(now);
    const upcoming = store.events.filter((e) => e.event_date >= today(now));
    expect(upcoming.length).toBeGreaterThan(6);
    expect(new Set(upcoming.flatMap((e) => e.categories)).size).toBeGreaterThanOrEqual(4);
    const open = upcoming.filter((e) => e.allow_non_member).length;
    expect(open).toBeGreaterThan(upcoming.length / 2);
    expect(open).toBeLessThan(upcoming.length);
    expect(store.events.some((e) => e.event_date < today(now))).toBe(true);
    expect(new Set(store.events.map((e) => e.slug)).size).toBe(store.events.length);
  });

  it('seeds the Titan account with GST details and its four purchases', () => {
    const store = createSeed(now);
    const titan = store.users.find((u) => u.email === 'titan@lwl.test');
    expect(titan?.provides_gst_details).toBe(true);
    const purchases = store.eventPurchases.filter((p) => p.user_id === titan?.id);
    const dates = purchases.map((p) => store.events.find((e) => e.id === p.event_id)?.event_date ?? '');
    expect(dates.some((d) => d >= today(now))).toBe(true);
    expect(dates.some((d) => d < today(now))).toBe(true);
    expect(store.mentorBookings.some((b) => b.user_id === titan?.id)).toBe(true);
    expect(store.packagePurchases.some((b) => b.user_id === titan?.id)).toBe(true);
    expect(store.memberships.find((m) => m.user_id === titan?.id)?.tier).toBe('Titan');
  });

  it('gives the Maverick account a membership and nothing else', () => {
    const store = createSeed(now);
    const id = SEED_IDS.maverickUserId;
    expect(store.memberships.find((m) => m.user_id === id)?.tier).toBe('Maverick');
    expect(store.eventPurchases.some((p) => p.user_id === id)).toBe(false);
    expect(store.mentorBookings.some((p) => p.user_id === id)).toBe(false);
    expect(store.packagePurchases.some((p) => p.user_id === id)).toBe(false);
  });

  it('names seed ids that exist', () => {
    const store = createSeed(now);
    const slugs = store.events.map((e) => e.slug);
    expect(slugs).toContain(SEED_IDS.upcomingOpenEventSlug);
    expect(slugs).toContain(SEED_IDS.membersOnlyEventSlug);
    expect(slugs).toContain(SEED_IDS.pastEventSlug);
    expect(store.mentors.find((m) => m.slug === SEED_IDS.membersOnlyMentorSlug)?.allow_non_member).toBe(
      false,
    );
    expect(store.mentors.find((m) => m.slug === SEED_IDS.openMentorSlug)?.allow_non_member).toBe(true);
    expect(new Set(store.mentors.flatMap((m) => m.categories)).size).toBeGreaterThan(3);
  });

  it('keeps membership option ids unique, global and UAE defaults at 1 and 4', () => {
    const store = createSeed(now);
    const ids = store.membershipOptions.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(store.membershipOptions.find((o) => o.id === 1)?.slug).toBe('global-access-membership');
  });
});

describe('seeded copy', () => {
  const store = createSeed(now);
  const html = [
    ...store.events.map((e) => e.description),
    ...store.mentors.flatMap((m) => [m.description, m.area_of_interest_content, m.session_content]),
    ...store.packages.map((p) => p.description),
    ...store.partnerCategories.flatMap((c) => [
      c.category_description,
      ...c.offers.map((o) => o.description),
    ]),
  ];

  it('is English, not faker lorem ipsum', () => {
    const latin = new Set(en.lorem?.word ?? []);
    expect(latin.size).toBeGreaterThan(100);
    const text = [...html, ...store.videos.map((v) => `${v.title} ${v.description}`)].join(' ');
    const words =
      text
        .replace(/<[^>]+>/g, ' ')
        .toLowerCase()
        .match(/[a-z]+/g) ?? [];
    expect(words.length).toBeGreaterThan(1000);
    // English shares a few short words with faker's Latin list ('a', 'in', 'at'); lorem is all of it.
    expect(words.filter((w) => latin.has(w)).length / words.length).toBeLessThan(0.1);
  });

  it("gives every event a breadcrumb title that is not an event's name", () => {
    const names = new Set(store.events.map((e) => e.name));
    for (const event of store.events) expect(names.has(event.title)).toBe(false);
  });

  it('keeps the HTML shapes: event paragraphs, sponsor lists, session outlines', () => {
    for (const event of store.events) expect(event.description).toMatch(/^<p>[^<]+<\/p><p>[^<]+<\/p>$/);
    for (const pack of store.packages.filter((p) => p.kind === 'sponsor')) {
      expect(pack.description).toMatch(/^<p>[^<]+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
    }
    for (const mentor of store.mentors)
      expect(mentor.session_content).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
  });

  it('escapes ampersands in HTML fields', () => {
    expect(html.join('')).toContain('&amp;');
    expect(html.join('')).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });
});

describe('resetStore', () => {
  it('restores the seed in place', () => {
    const store = createSeed(now);
    store.users.splice(0, 10);
    store.counters.user = 999;
    const same = resetStore(store, now);
    expect(same).toBe(store);
    expect(store).toEqual(createSeed(now));
  });
});

describe('seed passwords', () => {
  it('lets the seeded accounts log in with Lwl@12345 (hash in the sessions format)', async () => {
    const { verifyPassword } = await import('../sessions/password.ts');
    const store = createSeed(now);
    const titan = store.users.find((u) => u.email === 'titan@lwl.test');
    expect(verifyPassword('Lwl@12345', titan?.passwordHash ?? '')).toBe(true);
    expect(verifyPassword('wrong', titan?.passwordHash ?? '')).toBe(false);
  });
});
