import type { ExamplesFor } from '../api/endpoint.ts';
import type { packagesEndpoints } from './endpoints.ts';
import type { SponsorPackage } from './package.ts';

const listing: SponsorPackage = {
  id: 4,
  name: 'Event Listing: Gold',
  description: '<ul><li>Logo on event banners</li><li>Two passes to every city chapter event</li></ul>',
  price_info: 75000,
};

const listingNonMember: SponsorPackage = { ...listing, price_info: 95000 };

const bundle: SponsorPackage = {
  id: 11,
  name: 'Enterprise Brand Spotlight',
  description: '<p>A quarter of newsletter features, a hosted coffee meet and an awards category.</p>',
  price_info: 250000,
};

const confirmation = {
  razorpay_order_id: 'order_Pk5Lm8Nq2Rs4Tu',
  razorpay_payment_id: 'pay_Gh7Jk9Lm1Np3Qr',
  razorpay_signature: '4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c',
};

export const packagesExamples = {
  'GET packages': { input: {}, response: { status: 1, data: [listing] } },
  'GET non-member-packages': { input: {}, response: { status: 1, data: [listingNonMember] } },
  'GET enterprise-packages': { input: {}, response: { status: 1, data: [bundle] } },
  'POST package-payment': {
    input: { package_id: 4, coupon: 'LWL10' },
    response: {
      status: 1,
      order_id: 'order_Pk5Lm8Nq2Rs4Tu',
      amount: 6750000,
      currency: 'INR',
      message: 'Order created successfully.',
    },
  },
  'POST non-member-package-payment': {
    input: {
      package_id: '4',
      coupon: '',
      name: 'Rhea Kapoor',
      email: 'rhea@lumenworks.co',
      phone: '9000012345',
      company_name: 'Lumenworks',
      designation: 'Marketing Director',
    },
    response: {
      status: 1,
      order_id: 'order_Wx2Yz4Ab6Cd8Ef',
      amount: 9500000,
      currency: 'INR',
      message: 'Order created successfully.',
    },
  },
  'POST package-payment-callback': {
    input: confirmation,
    response: { status: 1, message: 'Payment successful. Your package is confirmed.' },
  },
} satisfies ExamplesFor<typeof packagesEndpoints>;
