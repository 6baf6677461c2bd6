import type { ExamplesFor } from '../api/endpoint.ts';
import type { mentorsEndpoints } from './endpoints.ts';
import type { Mentor } from './mentor.ts';

const priya: Mentor = {
  id: 7,
  slug: 'priya-natarajan',
  image: 'http://localhost:8787/images/mentors/7.svg',
  blur_image: 'http://localhost:8787/images/mentors-blur/7.svg',
  name: 'Priya Natarajan',
  title: 'Scaling consumer brands',
  designation: 'Chief Marketing Officer',
  company_name: 'Saffron Retail',
  area_of_interest: 'Brand strategy, go-to-market',
  area_of_interest_content: '<p>Positioning, pricing and first 100 customers.</p>',
  description: '<p>Twenty years building consumer brands across India and South-East Asia.</p>',
  session_content: '<p>A 45-minute one-to-one video session.</p>',
  categories: [{ name: 'Retail' }, { name: 'Marketing' }],
  allow_non_member: true,
  session_price_without_gst: 5000,
  non_member_price_without_gst: 7500,
};

const kavita: Mentor = {
  ...priya,
  id: 9,
  slug: 'kavita-shah',
  image: 'http://localhost:8787/images/mentors/9.svg',
  blur_image: 'http://localhost:8787/images/mentors-blur/9.svg',
  name: 'Kavita Shah',
  title: 'Board readiness',
  designation: 'Independent Director',
  company_name: 'Meridian Capital',
  categories: [{ name: 'Finance' }],
  allow_non_member: false,
  session_price_without_gst: 8000,
  non_member_price_without_gst: 12000,
};

const contact = {
  name: 'Ishita Verma',
  email: 'ishita.verma@example.com',
  company_name: 'Northwind Labs',
  designation: 'Engineering Manager',
  phone: '9911223344',
};

export const mentorsExamples = {
  'GET mentors': { input: {}, response: { status: 1, data: [priya, kavita] } },
  'GET mentors/{id}': { input: { id: 'priya-natarajan' }, response: { status: 1, data: priya } },
  'POST mentor-appointment-payment': {
    input: { mentor_id: 7, ...contact, coupon: '' },
    response: {
      status: 1,
      order_id: 'order_Mn3PqR7sT1uV9w',
      amount: 885000,
      currency: 'INR',
      message: 'Order created successfully.',
    },
  },
  'POST mentor-payment-callback': {
    input: {
      razorpay_order_id: 'order_Mn3PqR7sT1uV9w',
      razorpay_payment_id: 'pay_Zx8Cv6Bn4Ml2Kj',
      razorpay_signature: '0b7e6d5c4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d',
    },
    response: { status: 1, message: 'Payment successful. Your mentor session is booked.' },
  },
  'POST mentor-free-sesssion-appointment': {
    input: { mentor_id: '7', ...contact },
    response: { status: 1, message: 'Your free session request has been received.' },
  },
} satisfies ExamplesFor<typeof mentorsEndpoints>;
