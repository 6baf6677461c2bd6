/** Copy of the newer India page's add-on sliders; the wording is ours (the specs name the sliders only). */
import type { AddOn } from '../shared/add-on-slider.tsx';

export const TITAN_ADD_ONS: readonly AddOn[] = [
  { title: 'Titan Soirees', description: 'Intimate evenings with leaders from every industry.' },
  { title: 'Annual Retreat', description: 'Three days to reflect, recharge and plan the year ahead.' },
  { title: 'Titan Bonds', description: 'Small peer circles that meet through the year.' },
  { title: 'Become a Mentor', description: 'Guide Maverick members on the mentor platform.' },
  { title: 'Boardroom Briefings', description: 'Closed-door sessions on strategy and governance.' },
  { title: 'Titan WhatsApp groups', description: 'Stay in touch with Titans in your city.' },
];

export const MAVERICK_ADD_ONS: readonly AddOn[] = [
  { title: "Leader's Lounge", description: 'Candid conversations with senior leaders.' },
  { title: 'Masterclasses', description: 'Hands-on workshops on negotiation, finance and more.' },
  { title: 'Mentor sessions', description: 'Book time with mentors across industries.' },
  { title: 'Member directory', description: 'Find and meet members near you.' },
  { title: 'Partner privileges', description: 'Offers from LWL partner brands.' },
  { title: 'Recorded sessions', description: 'Catch up on talks whenever it suits you.' },
];
