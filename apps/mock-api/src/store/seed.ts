import { seedInvoiceBook } from '../invoices/seed-invoices.ts';
import { seedPackages, seedPartnerCategories, seedVentures, seedVideos } from './seed/catalogue.ts';
import { seedEvents } from './seed/events.ts';
import { createSeedFaker } from './seed/faker.ts';
import { seedMembershipOptions } from './seed/membership-options.ts';
import { seedMentors } from './seed/mentors.ts';
import { seedPasswordHash } from './seed/password.ts';
import { seedMemberships, seedTitanPurchases } from './seed/purchases.ts';
import { seedUsers } from './seed/users.ts';
import { seedVentureEditions } from './seed/venture-editions.ts';
import type { Store } from './store.ts';

/** The seed state for `now`: the same data on every call with the same `now`. */
export function createSeed(now: Date): Store {
  const faker = createSeedFaker(now);
  const users = seedUsers(faker, now, seedPasswordHash());
  const events = seedEvents(faker, now);
  const mentors = seedMentors(faker);
  const videos = seedVideos(faker);
  const packages = seedPackages();
  const partnerCategories = seedPartnerCategories(faker);
  const membershipOptions = seedMembershipOptions();
  const memberships = seedMemberships(faker, now, users, membershipOptions);
  const { eventPurchases, mentorBookings, packagePurchases } = seedTitanPurchases(faker, now);
  const store: Store = {
    version: 1,
    seededAt: now.toISOString(),
    counters: {
      user: users.length,
      eventPurchase: eventPurchases.length,
      mentorBooking: mentorBookings.length,
      packagePurchase: packagePurchases.length,
      membership: memberships.length,
      ventureBooking: 0,
      enquiry: 0,
      application: 0,
      upload: 0,
    },
    users,
    events,
    mentors,
    videos,
    packages,
    ventures: seedVentures(),
    ventureEditions: seedVentureEditions(now),
    partnerCategories,
    membershipOptions,
    orders: [],
    payments: [],
    eventPurchases,
    mentorBookings,
    packagePurchases,
    memberships,
    ventureBookings: [],
    enquiries: [],
    applications: [],
    otps: [],
    uploads: [],
  };
  seedInvoiceBook(store);
  return store;
}

/**
 * Restores the seed in place (`POST /__mock/reset`): every holder of the store object sees the reset,
 * so the app need not swap references.
 */
export function resetStore(store: Store, now: Date): Store {
  const fresh = createSeed(now);
  Object.assign(store, fresh);
  return store;
}
