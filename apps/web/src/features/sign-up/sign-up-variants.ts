/** What differs between the global and the UAE sign-up pages. */
import type { SignUpVariant } from '@lwl/machines';
import { EMIRATES, GLOBAL_COUNTRIES } from '@lwl/schemas';

export interface SignUpVariantView {
  title: string;
  intro: string;
  countryLabel: string;
  countries: readonly string[];
  phoneRequired: boolean;
}

export const SIGN_UP_VARIANTS = {
  global: {
    title: 'Global Access Membership',
    intro: 'For leaders and professionals based outside India and the UAE. Prices are in US dollars.',
    countryLabel: 'Country',
    countries: GLOBAL_COUNTRIES,
    phoneRequired: true,
  },
  uae: {
    title: 'UAE Membership',
    intro:
      'For industry leaders, C-suite, established founders and award winners based in the UAE. Prices are in US dollars.',
    countryLabel: 'Emirate',
    countries: EMIRATES,
    phoneRequired: false,
  },
} as const satisfies Record<SignUpVariant, SignUpVariantView>;
