/** Hand-written descriptions of the sponsor packages and enterprise bundles, by package name. */

export type SponsorPackageName =
  | 'Event Listing Basic'
  | 'Event Listing Plus'
  | 'Event Listing Premium'
  | 'Newsletter Feature';
export type EnterprisePackageName =
  | 'Enterprise Starter Bundle'
  | 'Enterprise Growth Bundle'
  | 'Enterprise Leadership Bundle';

export interface SponsorCopy {
  summary: string;
  benefits: readonly [string, string];
}

export const SPONSOR_COPY: Readonly<Record<SponsorPackageName, SponsorCopy>> = {
  'Event Listing Basic': {
    summary:
      'List your event on the LWL events calendar and reach women professionals across our chapters. Ideal for a single workshop, talk or meet-up.',
    benefits: ['One event listing for 30 days', 'A mention in the members’ weekly update'],
  },
  'Event Listing Plus': {
    summary:
      'Give your event more visibility with a featured listing and promotion to members in your city. Suited to conferences and multi-session programmes.',
    benefits: ['Featured placement on the events page for 30 days', 'One dedicated social media post'],
  },
  'Event Listing Premium': {
    summary:
      'Our fullest promotion for flagship events, with top placement and direct outreach to members across India. The LWL partnerships team supports you from listing to event day.',
    benefits: [
      'Top placement on the events page for 45 days',
      'A dedicated e-mail to members in your chosen cities',
    ],
  },
  'Newsletter Feature': {
    summary:
      'Put your brand in front of LWL members in our monthly newsletter. A short feature with your story, offer or event and a link to your page.',
    benefits: ['A 150-word feature with image and link', 'A results summary after the send'],
  },
};

export const ENTERPRISE_COPY: Readonly<Record<EnterprisePackageName, string>> = {
  'Enterprise Starter Bundle':
    'Bring LWL to your organisation with memberships for your emerging women leaders. Includes access to events, the video library and mentoring sessions. A good first step towards a stronger leadership pipeline.',
  'Enterprise Growth Bundle':
    'A programme for organisations investing in their women leaders at scale. Combines memberships, a tailored in-house workshop and quarterly progress reviews. Designed together with your HR and diversity teams.',
  'Enterprise Leadership Bundle':
    'Our most complete partnership for organisations committed to gender-balanced leadership. Includes Titan memberships for senior leaders, a boardroom-readiness cohort and speaking slots at LWL events. A dedicated partnership manager supports you throughout.',
};
