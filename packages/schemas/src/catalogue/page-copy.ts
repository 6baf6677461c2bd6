/**
 * Copy of the Global and UAE marketing pages. Only the counts and the UAE
 * benefits' three facts are in the specs; the rest of the wording is ours.
 */
export interface AudienceCard {
  title: string;
  description: string;
}

/** Global page: six who-it's-for cards. */
export const GLOBAL_AUDIENCE: readonly AudienceCard[] = [
  {
    title: 'Senior Professionals',
    description: 'Women with a decade or more of experience building careers abroad.',
  },
  {
    title: 'Corporate Leaders',
    description: 'Managers and executives leading teams in global organisations.',
  },
  { title: 'Founders', description: 'Entrepreneurs growing businesses across borders.' },
  { title: 'Consultants & Advisors', description: 'Independent experts who advise companies and boards.' },
  { title: 'Global Indians', description: 'Leaders abroad who want to stay connected with India.' },
  { title: 'Changemakers', description: 'Women driving impact in their industries and communities.' },
];

/** Global page: 7 benefit bullets. */
export const GLOBAL_BENEFITS: readonly string[] = [
  'Monthly virtual sessions with leaders and experts',
  'Access to the recorded session library',
  'A place in the global LWL member directory',
  'Exclusive privileges with LWL partner brands',
  'Member prices at LWL events in India',
  'Curated introductions to fellow members',
  'Opportunities to speak at and be featured by LWL',
];

/** UAE page: 'Who It's for', five criteria. */
export const UAE_AUDIENCE: readonly string[] = [
  'Industry leaders with 15+ years of experience',
  'C-suite executives and board members',
  'Established founders of growing businesses',
  'Award winners and recognised achievers',
  'Women leaders based in the UAE',
];

/** UAE page: 8 benefits; the first three are the spec's facts. */
export const UAE_BENEFITS: readonly string[] = [
  '6 curated in-person events',
  '100+ recorded sessions',
  'monthly virtual sessions live in IST',
  'A place in the LWL member directory',
  'Exclusive privileges with LWL partner brands',
  'Member prices at LWL events in India',
  'Curated introductions to fellow members',
  'Opportunities to speak at and be featured by LWL',
];

export const UAE_BANNER = { title: 'LWL goes Global', subtitle: 'Exclusive Launch in Dubai' } as const;
