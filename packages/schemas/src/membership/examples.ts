import type { ExamplesFor } from '../api/endpoint.ts';
import { examplePhoto } from '../profile/examples.ts';
import type { membershipEndpoints } from './endpoints.ts';
import { membershipMessages } from './messages.ts';
import type { MembershipPriceOption } from './price-option.ts';
import { SIGNUP_OTP_PLACEHOLDER } from './sign-up-otp.ts';

/** Titan durations in two of its cities, as `GET membership/titan` answers (newer India page prices). */
export const exampleTitanPriceOptions: MembershipPriceOption[] = [
  { id: 11, term: '1 Year', price: 110000, name: 'Titan', city: 'Delhi' },
  { id: 12, term: '2 Years', price: 124000, name: 'Titan', city: 'Delhi' },
  { id: 13, term: '3 Years', price: 160000, name: 'Titan', city: 'Delhi' },
  { id: 21, term: '1 Year', price: 80000, name: 'Titan', city: 'Bangalore' },
  { id: 22, term: '2 Years', price: 92000, name: 'Titan', city: 'Bangalore' },
  { id: 23, term: '3 Years', price: 120000, name: 'Titan', city: 'Bangalore' },
];

export const membershipExamples = {
  'GET membership/{slug}': {
    input: { slug: 'titan' },
    response: exampleTitanPriceOptions,
  },
  'POST membership-payment': {
    input: {
      title: 'Ms',
      first_name: 'Meera',
      last_name: 'Kapoor',
      phone: '9812345678',
      otp: SIGNUP_OTP_PLACEHOLDER,
      email: 'meera.kapoor@example.com',
      company_name: 'Kapoor Textiles',
      designation: 'Chief Executive Officer',
      city: 'Delhi',
      state: 'Delhi',
      password: 'Str0ng!pass',
      pincode: '110001',
      provides_gst_details: '1',
      gst_number: '07AAACK1234A1Z2',
      gst_company_name: 'Kapoor Textiles Pvt Ltd',
      gst_address_line_1: '5 Connaught Place',
      gst_address_line_2: '',
      gst_state: 'Delhi',
      gst_pincode: '110001',
      membership_price_id: '12',
      reffered_by: 'Ananya Iyer',
      statement_of_purpose: '',
      image: examplePhoto(),
      industry: 'Textiles',
      coupon: 'LWL10',
    },
    response: {
      status: 1,
      order_id: 'order_Qx7Lm2Np8Rt4Vz',
      amount: 11160000,
      currency: 'INR',
      message: membershipMessages.orderCreated,
    },
  },
  'POST global-membership-payment': {
    input: {
      title: 'Ms',
      first_name: 'Priya',
      last_name: 'Menon',
      phone: '+6581234567',
      otp: SIGNUP_OTP_PLACEHOLDER,
      email: 'priya.menon@example.com',
      company_name: 'Menon Analytics',
      designation: 'Founder',
      city: 'Singapore',
      state: 'Central Region',
      country: 'Singapore',
      password: 'Str0ng!pass',
      pincode: '049145',
      provides_gst_details: '0',
      membership_price_id: '1',
      statement_of_purpose: 'To meet women founders across Asia.',
      industry: 'Technology',
    },
    response: {
      status: 1,
      order_id: 'order_Bc3Df5Gh7Jk9Lm',
      amount: 40000,
      currency: 'USD',
      message: membershipMessages.orderCreated,
    },
  },
  'POST membership-payment-callback': {
    input: {
      razorpay_order_id: 'order_Qx7Lm2Np8Rt4Vz',
      razorpay_payment_id: 'pay_Ab12Cd34Ef56Gh',
      razorpay_signature: 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184',
    },
    response: { status: 1, message: membershipMessages.bookingSuccess },
  },
} satisfies ExamplesFor<typeof membershipEndpoints>;
