import type { ExamplesFor } from '../api/endpoint.ts';
import type { searchEndpoints } from './endpoints.ts';

export const searchExamples = {
  'GET global-search': {
    input: { search: 'lead' },
    response: {
      status: 1,
      data: {
        mentors: [
          {
            slug: 'priya-natarajan',
            image: 'http://localhost:8787/images/mentors/7.svg',
            name: 'Priya Natarajan',
            designation: 'Chief Marketing Officer',
            amount: 5000,
          },
        ],
        members: [
          {
            first_name: 'Leena',
            last_name: 'Dsouza',
            email: 'leena.dsouza@example.com',
            company_name: 'Harbour Logistics',
            designation: 'VP Operations',
            city: 'Pune',
            image: 'http://localhost:8787/images/users/31.svg',
            activebookings: { membership: 'Titan' },
          },
        ],
        upcomingEvents: [
          {
            slug: 'women-in-leadership-summit-2026',
            image: 'http://localhost:8787/images/events/12.svg',
            name: 'Women in Leadership Summit 2026',
            event_date: '2026-05-16',
            city: 'Mumbai',
            price: 2500,
          },
        ],
        pastEvents: [],
      },
    },
  },
} satisfies ExamplesFor<typeof searchEndpoints>;
