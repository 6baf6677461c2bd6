import type { PrivilegeRow, PrivilegeTable, SinglePrivilegeRow } from './schemas.ts';

const both = (name: string): PrivilegeRow => ({ name, titan: true, maverick: true });
const titanOnly = (name: string): PrivilegeRow => ({ name, titan: true, maverick: false });

/**
 * Titan vs Maverick: Maverick lacks the Titan-exclusive experiences, soirees,
 * Become a Mentor, Titan Bonds, Retreat and the Titan WhatsApp groups; Leader's Lounge is included.
 * The shared rows are ours. The newer India page shows them as two tables.
 */
export const INDIA_PRIVILEGE_TABLES: readonly PrivilegeTable[] = [
  {
    title: 'Events & Experiences',
    rows: [
      both('Member-only events at member prices'),
      both("Leader's Lounge"),
      both('Masterclasses and workshops'),
      both('Monthly virtual sessions'),
      titanOnly('Titan-exclusive experiences'),
      titanOnly('Soirees'),
      titanOnly('Retreat'),
    ],
  },
  {
    title: 'Growth & Community',
    rows: [
      both('Member directory'),
      both('LWL partner privileges'),
      both('Recorded session library'),
      both('Mentor sessions'),
      both('Member dashboard'),
      titanOnly('Become a Mentor'),
      titanOnly('Titan Bonds'),
      titanOnly('Titan WhatsApp groups'),
    ],
  },
];

/** The single comparison table of the older India page: every row of the two tables. */
export const TITAN_MAVERICK_PRIVILEGES: readonly PrivilegeRow[] = INDIA_PRIVILEGE_TABLES.flatMap(
  (t) => t.rows,
);

const available = (name: string): SinglePrivilegeRow => ({ name, available: true });

/** Global page privileges table: 5 rows, all available. */
export const GLOBAL_PRIVILEGES: readonly SinglePrivilegeRow[] = [
  available('Monthly virtual sessions'),
  available('Recorded session library'),
  available('Global member directory'),
  available('LWL partner privileges'),
  available('Member prices at LWL events'),
];

/** UAE page privileges table: one UAE Membership column, 6 rows, all available. */
export const UAE_PRIVILEGES_COLUMN = 'UAE Membership';
export const UAE_PRIVILEGES: readonly SinglePrivilegeRow[] = [
  available('Curated in-person events in the UAE'),
  available('Monthly virtual sessions live in IST'),
  available('Recorded session library'),
  available('Member directory'),
  available('LWL partner privileges'),
  available('Member prices at LWL events in India'),
];
