/** Hand-written partner brands for the privileges page: category headings, partners and offer terms. */

export type PartnerCategory = 'Travel' | 'Dining' | 'Wellness' | 'Fashion' | 'Learning';

export interface PartnerCopy {
  name: string;
  /** What the discount is on: '20% off {what}'. */
  what: string;
  about: string;
}

/** The heading line after the category's name. */
export const CATEGORY_LINES: Readonly<Record<PartnerCategory, string>> = {
  Travel: 'stays, flights and getaways for work and rest',
  Dining: 'tables worth booking, from client lunches to celebrations',
  Wellness: 'spas, studios and clinics to help you recharge',
  Fashion: 'workwear and occasion wear from designers we love',
  Learning: 'courses and coaching to keep you growing',
};

/** Three partners per category, in offer order. */
export const PARTNERS: Readonly<Record<PartnerCategory, readonly [PartnerCopy, PartnerCopy, PartnerCopy]>> = {
  Travel: [
    {
      name: 'Skyline Journeys',
      what: 'flights and holiday packages',
      about:
        'Skyline Journeys plans business trips and holidays across India and abroad, with a dedicated desk for LWL members.',
    },
    {
      name: 'Coastal Stays',
      what: 'boutique resort stays',
      about:
        'Coastal Stays runs boutique resorts along the Konkan and Malabar coasts, made for a quiet weekend away.',
    },
    {
      name: 'Metro Executive Cabs',
      what: 'airport and city transfers',
      about: 'Metro Executive Cabs offers chauffeur-driven transfers with verified drivers in major cities.',
    },
  ],
  Dining: [
    {
      name: 'The Saffron Table',
      what: 'lunch and dinner',
      about:
        'The Saffron Table serves modern Indian cuisine, with private dining rooms suited to client meetings.',
    },
    {
      name: 'Olive & Ember',
      what: 'the à la carte menu',
      about: 'Olive & Ember is a Mediterranean grill known for its wood-fired dishes and relaxed terrace.',
    },
    {
      name: 'Chai Collective',
      what: 'café orders',
      about:
        'Chai Collective is a chain of neighbourhood cafés with quiet corners for meetings and good filter coffee.',
    },
  ],
  Wellness: [
    {
      name: 'Lotus Spa Retreats',
      what: 'spa treatments',
      about: 'Lotus Spa Retreats offers Ayurvedic and contemporary treatments in calm city-centre spas.',
    },
    {
      name: 'Prana Yoga Studio',
      what: 'class packs',
      about: 'Prana Yoga Studio runs early-morning and lunchtime classes designed around a working day.',
    },
    {
      name: 'Serene Skin Clinic',
      what: 'consultations and treatments',
      about: 'Serene Skin Clinic is a dermatologist-led clinic with same-week appointments.',
    },
  ],
  Fashion: [
    {
      name: 'Loom & Thread',
      what: 'handwoven sarees',
      about: 'Loom & Thread works directly with weaving clusters to bring handwoven sarees to the city.',
    },
    {
      name: 'Indigo Edit',
      what: 'tailored workwear',
      about: 'Indigo Edit designs tailored workwear for women, with free alterations in store.',
    },
    {
      name: 'Kesari Couture',
      what: 'occasion wear',
      about: 'Kesari Couture creates occasion wear and offers private styling appointments.',
    },
  ],
  Learning: [
    {
      name: 'Executive Edge Academy',
      what: 'leadership courses',
      about: 'Executive Edge Academy runs short leadership courses taught by senior practitioners.',
    },
    {
      name: 'Bright Minds Online',
      what: 'online certificate courses',
      about: 'Bright Minds Online offers self-paced certificates in finance, data and strategy.',
    },
    {
      name: 'Speak Easy Coaching',
      what: 'public speaking coaching',
      about: 'Speak Easy Coaching helps leaders prepare for keynotes, panels and media interviews.',
    },
  ],
};

/** The offer's terms, after the partner's description; one is picked per offer. */
export const OFFER_TERMS: readonly string[] = [
  'Show the code when you book to claim the member discount.',
  'Valid for LWL members only and cannot be combined with other offers.',
  'Subject to availability; the partner may ask to see your membership.',
  'Valid for the member and one guest.',
];
