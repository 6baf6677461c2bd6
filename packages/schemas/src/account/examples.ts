import type { ExamplesFor } from '../api/endpoint.ts';
import type { accountEndpoints } from './endpoints.ts';
import { accountMessages } from './messages.ts';

export const accountExamples = {
  'GET account-membership': {
    input: {},
    response: {
      status: 1,
      data: {
        membership: 'Titan',
        created_date: '2025-01-15',
        modified_expiry_date: '2027-01-14',
        membership_price: 124000,
        user_id: 1,
      },
      user: { first_name: 'Ananya', last_name: 'Iyer' },
    },
  },
  'GET account-events': {
    input: {},
    response: {
      status: 1,
      data: [
        {
          id: 301,
          purchased_date: '2025-02-02',
          currency: 'INR',
          amount: 5900,
          refund_status: null,
          event: {
            name: 'Leadership Soiree: Leading Through Change',
            event_date: '2025-03-20',
            date: 'Thursday, 20 March 2025',
            city: 'Mumbai',
            address: 'The Taj Mahal Palace, Apollo Bunder, Colaba, Mumbai 400001',
          },
        },
        {
          id: 288,
          purchased_date: '2024-11-10',
          currency: 'INR',
          amount: 3500,
          refund_status: 'initiated',
          order_id: 'order_Ab12Cd34Ef56Gh',
          quantity: 2,
          refund_requested_at: '2024-11-12T09:15:00.000Z',
          refund_updated_at: '2024-11-12T09:15:00.000Z',
          event: {
            name: 'Women in Boardrooms Masterclass',
            event_date: '2024-12-05',
            date: 'Thursday, 5 December 2024',
            city: 'Delhi',
            address: 'The Leela Palace, Chanakyapuri, New Delhi 110023',
          },
        },
      ],
    },
  },
  'GET account-mentors': {
    input: {},
    response: {
      status: 1,
      data: [
        {
          amount: 11800,
          mentor: {
            name: 'Dr. Kavita Rao',
            image: 'http://localhost:8787/images/mentors/4.svg',
            designation: 'Former CFO, Horizon Bank',
          },
        },
      ],
    },
  },
  'GET account-packages': {
    input: {},
    response: {
      status: 1,
      data: [
        {
          amount: 25000,
          edited_created_at: '12 Mar 2025',
          package: { name: 'Professional Network Spotlight' },
        },
      ],
    },
  },
  'POST delete-event': {
    input: { event_id: 301 },
    response: { status: 1, message: accountMessages.refundRequested },
  },
} satisfies ExamplesFor<typeof accountEndpoints>;
