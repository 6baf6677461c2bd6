import type { ExamplesFor } from '../api/endpoint.ts';
import type { eventsEndpoints } from './endpoints.ts';
import type { Event, EventCard, PastEvent } from './event.ts';

const leadershipSummit: EventCard = {
  id: 12,
  name: 'Women in Leadership Summit 2026',
  slug: 'women-in-leadership-summit-2026',
  image: 'http://localhost:8787/images/events/12.svg',
  event_date: '2026-05-16',
  event_end_date: null,
  start_time_edited: '10:00 AM',
  end_time_edited: '06:00 PM',
  timezone: 'IST',
  city: 'Mumbai',
  categories: [{ name: 'Leadership' }],
  list_status: 'upcoming',
  allow_non_member: true,
};

const financeCircle: EventCard = {
  id: 15,
  name: 'Finance Circle: Raising Your First Round',
  slug: 'finance-circle-raising-your-first-round',
  image: 'http://localhost:8787/images/events/15.svg',
  event_date: '2026-06-04',
  event_end_date: '2026-06-05',
  start_time_edited: '05:30 PM',
  end_time_edited: '08:30 PM',
  timezone: 'IST',
  city: 'Bengaluru',
  categories: [{ name: 'Finance' }, { name: 'Entrepreneurship' }],
  list_status: 'upcoming',
  allow_non_member: false,
};

const summitDetail: Event = {
  ...leadershipSummit,
  title: 'Upcoming Events',
  description: '<p>A full day of keynotes and roundtables with women who lead.</p>',
  date: 'Saturday, 16 May 2026',
  address: 'Jio World Convention Centre, Bandra Kurla Complex, Mumbai 400098',
  refundinfo: 'Refunds are available until 7 days before the event.',
  prices: [
    { id: 41, member: false, membership: 'Non Member', price: 4500, currency: 'INR', can_view: false },
    { id: 42, member: true, membership: 'Titan', price: 2500, currency: 'INR', can_view: true },
    { id: 43, member: true, membership: 'Maverick', price: 3000, currency: 'INR', can_view: false },
  ],
  related_events: [financeCircle],
  non_related_events: [],
};

const pastMixer: PastEvent = {
  id: 3,
  slug: 'founders-mixer-delhi-2025',
  name: 'Founders Mixer Delhi',
  image: 'http://localhost:8787/images/events/3.svg',
  event_date: '2025-11-08',
  city: 'New Delhi',
};

const confirmation = {
  razorpay_order_id: 'order_Q8x2LmZp4TnV7a',
  razorpay_payment_id: 'pay_R3kD9sWq1YbN6c',
  razorpay_signature: '5c1f0f1b7a2f9b4e8f3ad0d5e6b7c8a91e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b',
};

export const eventsExamples = {
  'GET events': {
    input: {},
    response: { status: 1, data: [leadershipSummit, financeCircle], sticky: [leadershipSummit] },
  },
  'GET events/{slug}': {
    input: { slug: 'women-in-leadership-summit-2026' },
    response: { status: 1, data: summitDetail },
  },
  'POST event-payment': {
    input: {
      name: 'Ananya Rao',
      email: 'ananya.rao@example.com',
      company_name: 'Kestrel Analytics',
      designation: 'Head of Product',
      quantity: '2',
      event_id: 12,
      phone: '9876543210',
      coupon: '',
    },
    response: {
      status: 1,
      order_id: 'order_Q8x2LmZp4TnV7a',
      amount: 900000,
      currency: 'INR',
      message: 'Order created successfully.',
      access_key: 'Jx4pQ8sV2mK7nR1tY6wZ0a',
    },
  },
  'POST user-event-payment': {
    input: { quantity: 1, event_id: 12, coupon: 'FREE100' },
    response: {
      status: 1,
      order_id: 'order_Hn4Kq9Vx2PzL8m',
      amount: 0,
      currency: 'INR',
      paid: true,
      message: 'Your ticket is booked.',
      access_key: 'c9Hk2Lm5Np8Qr1St4Uv7Wx',
    },
  },
  'POST event-payment-callback': {
    input: confirmation,
    response: { status: 1, message: 'Payment successful. Your ticket is booked.' },
  },
  'GET past-events': {
    input: {},
    response: [pastMixer],
  },
} satisfies ExamplesFor<typeof eventsEndpoints>;
