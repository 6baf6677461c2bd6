import { describe, expect, it } from 'vitest';
import { REFUND_POLICY_BULLETS } from './event-policy.ts';
import {
  INDIA_PHONE_PREFIX,
  MAX_PAGE_BUTTONS,
  MEMBERS_PAGE_SIZE,
  PHONE_MAX_DIGITS,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  UPCOMING_EVENTS_PAGE_SIZE,
} from './limits.ts';
import {
  DASHBOARD_CARDS,
  DASHBOARD_EXTERNAL_LINKS,
  globalSearchPath,
  HEADER_MEMBERSHIP_LINKS,
} from './navigation.ts';
import { SPONSOR_PROMO_CARDS } from './sponsor-promos.ts';
import { TIMING_MS } from './timing.ts';
import {
  VENTURE_VAULT,
  VENTURE_VAULT_COUNTDOWN_TARGET,
  VENTURE_VAULT_TICKET_CATEGORIES,
} from './venture-vault.ts';

describe('limits and timings', () => {
  it('has the specs limits', () => {
    expect(PHOTO_MAX_BYTES).toBe(2_097_152);
    expect(PHOTO_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif']);
    expect([PHONE_MAX_DIGITS, INDIA_PHONE_PREFIX]).toEqual([10, '+91']);
    expect([MEMBERS_PAGE_SIZE, UPCOMING_EVENTS_PAGE_SIZE, MAX_PAGE_BUTTONS]).toEqual([20, 6, 5]);
  });

  it('has the specs delays', () => {
    expect(TIMING_MS).toEqual({
      toast: 5000,
      redirectAfterSuccess: 1000,
      thankYouAfterEventPayment: 100,
      citySwitch: 800,
      enquiryMessage: 5000,
      profileReload: 1000,
      sessionExpiryReload: 1000,
      countdownTick: 1000,
      // Not the specs': the pause before a payment's confirmation is asked again (doubled each time).
      confirmRetry: 1000,
    });
  });
});

describe('Venture Vault', () => {
  it('counts down to 4 April 2025 09:00 IST', () => {
    expect(VENTURE_VAULT_COUNTDOWN_TARGET.toISOString()).toBe('2025-04-04T03:30:00.000Z');
    expect(VENTURE_VAULT.dates).toEqual(['2025-04-04', '2025-04-05']);
    expect(VENTURE_VAULT.days).toBe(2);
  });

  it('lists the hidden ticket categories', () => {
    expect(VENTURE_VAULT_TICKET_CATEGORIES.map((c) => c.name)).toEqual([
      'Members',
      'Non-Members',
      'Corporates',
    ]);
    expect(VENTURE_VAULT_TICKET_CATEGORIES[0].details).toBe('3 days access, up to 5 people');
  });
});

describe('page texts and links', () => {
  it('has three refund bullets and five sponsor promos', () => {
    expect(REFUND_POLICY_BULLETS).toHaveLength(3);
    expect(SPONSOR_PROMO_CARDS).toHaveLength(5);
  });

  it('links the dashboard and the membership menu to the spec routes', () => {
    expect(DASHBOARD_CARDS.map((c) => c.to)).toEqual([
      '/upcoming-events',
      '/mentors',
      '/packages',
      '/lwl-privileges',
      '/all-members',
      '/profile',
    ]);
    expect(DASHBOARD_EXTERNAL_LINKS).toHaveLength(4);
    for (const link of DASHBOARD_EXTERNAL_LINKS) expect(link.href).toMatch(/^https:\/\//);
    const internal = HEADER_MEMBERSHIP_LINKS.flatMap((l) => ('to' in l ? [l.to] : []));
    expect(internal).toEqual([
      '/membership',
      '/india-membership',
      '/uae-memberships',
      '/global-membership',
      '/lap-membership',
    ]);
  });

  it('builds the global search path', () => {
    expect(globalSearchPath('women & leaders')).toBe('/globalSearch?search=women%20%26%20leaders');
  });
});
