/** The who-is-it-for, gain and ticket-includes cards of the Venture Vault page. */
import { VENTURE_VAULT } from '@lwl/schemas';

export interface HighlightCard {
  title: string;
  text: string;
}

export const WHO_IS_IT_FOR: readonly HighlightCard[] = [
  {
    title: 'Founders and co-founders',
    text: 'Women building a company from the first customer to the first funding round and beyond.',
  },
  {
    title: 'Business owners',
    text: 'Leaders of established and family businesses ready for their next stage of growth.',
  },
  {
    title: 'Aspiring entrepreneurs',
    text: 'Professionals with an idea who want a clear, practical path to launching it.',
  },
  {
    title: 'Investors and advisors',
    text: 'Angels, fund managers and mentors who back and guide women-led ventures.',
  },
];

export const WHAT_YOU_GAIN: readonly HighlightCard[] = [
  {
    title: 'Practical playbooks',
    text: 'Finance, legal, hiring, marketing and fundraising sessions you can act on the next week.',
  },
  {
    title: 'Investor access',
    text: 'Hear what investors look for and practise your pitch with angels in the room.',
  },
  {
    title: 'A founder network',
    text: 'Two days with peers facing the same decisions, and roundtables to keep the talk going.',
  },
  {
    title: 'Recognition',
    text: 'A certificate of participation for attending both days of the event.',
  },
];

export const TICKET_INCLUDES: readonly HighlightCard[] = [
  {
    title: `${VENTURE_VAULT.hoursOfContent} hours of content`,
    text: `Keynotes, panels and workshops from ${VENTURE_VAULT.speakers} speakers over ${VENTURE_VAULT.days} days.`,
  },
  { title: 'Meals and refreshments', text: 'Breakfast, lunch and tea breaks on the days your pass covers.' },
  { title: 'Networking sessions', text: 'Founder roundtables, mentor meetings and the networking evening.' },
  { title: 'Event kit and certificate', text: 'Session notes and a certificate when you attend both days.' },
];
