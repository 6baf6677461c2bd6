import type { Faker } from '@faker-js/faker';
import { addDays } from '../dates.ts';
import type { UserRecord } from '../store.ts';
import { COMPANY_ENDINGS, DESIGNATIONS, type MemberIndustry } from './copy/people.ts';

/** The seeded accounts' password (README: titan@lwl.test and maverick@lwl.test). */
export const SEED_PASSWORD = 'Lwl@12345';
export const TITAN_EMAIL = 'titan@lwl.test';
const MAVERICK_EMAIL = 'maverick@lwl.test';
/** Accounts in all: the two sign-in accounts plus directory members (more than 5 pages of 20). */
const SEED_USER_COUNT = 130;

const INDUSTRIES: readonly MemberIndustry[] = [
  'Technology',
  'Finance',
  'Healthcare',
  'Marketing',
  'Law',
  'Media',
  'Education',
  'Retail',
];
const CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Mumbai', 'Maharashtra', '400001'],
  ['Pune', 'Maharashtra', '411001'],
  ['Bangalore', 'Karnataka', '560001'],
  ['Delhi', 'Delhi', '110001'],
  ['Chennai', 'Tamil Nadu', '600001'],
  ['Hyderabad', 'Telangana', '500001'],
  ['Kolkata', 'West Bengal', '700001'],
];

const noGst = {
  provides_gst_details: false,
  gst_number: '',
  gst_company_name: '',
  gst_address_line_1: '',
  gst_address_line_2: '',
  gst_state: '',
  gst_pincode: '',
} as const;

/**
 * Users: id 1 the Titan account (with GST details), id 2 the Maverick account, then directory members.
 * `passwordHash` is the one hash of SEED_PASSWORD for the two accounts; directory members cannot log in.
 */
export function seedUsers(faker: Faker, now: Date, passwordHash: string): UserRecord[] {
  const created = addDays(now, -400).toISOString();
  const titan: UserRecord = {
    id: 1,
    email: TITAN_EMAIL,
    passwordHash,
    title: 'Ms',
    first_name: 'Ananya',
    last_name: 'Rao',
    phone: '9820012345',
    company_name: 'Rao Ventures Pvt Ltd',
    designation: 'Managing Director',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pincode: '400001',
    industry: 'Finance',
    imageUploadId: null,
    provides_gst_details: true,
    gst_number: '27AABCR1234F1Z5',
    gst_company_name: 'Rao Ventures Pvt Ltd',
    gst_address_line_1: '12 Nariman Point',
    gst_address_line_2: 'Maker Chambers IV',
    gst_state: 'Maharashtra',
    gst_pincode: '400021',
    created_at: created,
  };
  const maverick: UserRecord = {
    id: 2,
    email: MAVERICK_EMAIL,
    passwordHash,
    title: 'Ms',
    first_name: 'Meera',
    last_name: 'Kapoor',
    phone: '9810054321',
    company_name: 'Brightpath Consulting',
    designation: 'Product Lead',
    city: 'Bangalore',
    state: 'Karnataka',
    country: 'India',
    pincode: '560001',
    industry: 'Technology',
    imageUploadId: null,
    ...noGst,
    created_at: created,
  };
  const members: UserRecord[] = [];
  for (let id = 3; id <= SEED_USER_COUNT; id++) {
    const first = faker.person.firstName('female');
    const last = faker.person.lastName();
    const [city, state, pincode] = faker.helpers.arrayElement(CITIES);
    const industry = faker.helpers.arrayElement(INDUSTRIES);
    members.push({
      id,
      email: `${first}.${last}.${id}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      passwordHash: null,
      title: 'Ms',
      first_name: first,
      last_name: last,
      phone: `9${faker.string.numeric(9)}`,
      company_name: `${faker.person.lastName()} ${faker.helpers.arrayElement(COMPANY_ENDINGS[industry])}`,
      designation: faker.helpers.arrayElement(DESIGNATIONS[industry]),
      city,
      state,
      country: 'India',
      pincode,
      industry,
      imageUploadId: null,
      ...noGst,
      created_at: faker.date.past({ years: 2, refDate: now }).toISOString(),
    });
  }
  return [titan, maverick, ...members];
}
