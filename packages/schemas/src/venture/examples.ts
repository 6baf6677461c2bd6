import type { ExamplesFor } from '../api/endpoint.ts';
import type { ventureEndpoints } from './endpoints.ts';
import type { VenturePackage } from './venture.ts';

const individual: VenturePackage = {
  id: 1,
  group_info: 'Individual',
  quantity_info: '1 Person',
  member_price_single_day: 3500,
  member_price_both_day: 6000,
  non_member_price_single_day: 5000,
  non_member_price_both_day: 8500,
};

const team: VenturePackage = {
  id: 2,
  group_info: 'Team',
  quantity_info: 'Up to 5 People',
  member_price_single_day: 15000,
  member_price_both_day: 27000,
  non_member_price_single_day: 22000,
  non_member_price_both_day: 40000,
};

export const ventureExamples = {
  'GET ventures': {
    input: {},
    response: { status: 1, data: [individual, team] },
  },
  'POST venture-payment': {
    input: {
      name: 'Meera Kulkarni',
      email: 'meera@brightloom.in',
      company_name: 'Brightloom Foods',
      designation: 'Founder',
      member_type: 'non_member',
      price_type: 'two_days_pass',
      venture_id: '1',
      coupon: 'LWL10',
      phone: '9820012345',
    },
    response: {
      status: 1,
      order_id: 'order_Vv7TgH2kLm9QxB',
      amount: 765000,
      currency: 'INR',
      message: 'Order created successfully.',
    },
  },
  'POST venture-payment-callback': {
    input: {
      razorpay_order_id: 'order_Vv7TgH2kLm9QxB',
      razorpay_payment_id: 'pay_Kd82HsQw7ZpX1m',
      razorpay_signature: '9f2c4b7d1e0a3f6b8c5d2e9a7f1b4c6d8e0a2f4b6c8d0e2a4f6b8c0d2e4f6a8b',
    },
    response: { status: 1, message: 'Payment successful. See you at Venture Vault!' },
  },
} satisfies ExamplesFor<typeof ventureEndpoints>;
