/** Promo cards of the sponsor packages page; descriptions are ours. */
export const SPONSOR_PROMO_CARDS = [
  {
    id: 'network-spotlight',
    title: 'Professional Network Spotlight',
    description: 'Put your brand in front of thousands of women leaders across the LWL network.',
  },
  {
    id: 'coffee-meet',
    title: 'Host a Coffee Meet',
    description: 'Meet members over coffee in an intimate, curated setting hosted by your brand.',
  },
  {
    id: 'share-your-story',
    title: 'Share Your Story',
    description: 'Tell your journey and your brand story to the community through our channels.',
  },
  {
    id: 'newsletter',
    title: 'Newsletter Feature',
    description: 'Be featured in the LWL newsletter that reaches every member and subscriber.',
  },
  {
    id: 'awards',
    title: 'Awards',
    description: 'Partner with the LWL awards that celebrate outstanding women leaders.',
  },
] as const;

export const SPONSOR_POC_BANNER = 'Connect with Your POC to know More';
