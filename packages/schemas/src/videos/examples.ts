import type { ExamplesFor } from '../api/endpoint.ts';
import type { videosEndpoints } from './endpoints.ts';
import type { Video } from './video.ts';

const negotiation: Video = {
  id: 21,
  title: 'Negotiating Your Worth',
  description: 'A masterclass on salary and equity negotiation for senior leaders.',
  url: 'https://www.youtube.com/embed/lwlNegotiate1',
  category: { name: 'Leadership' },
};

const fundraising: Video = {
  id: 22,
  title: 'Fundraising Fundamentals',
  description: 'What investors look for at seed and Series A.',
  url: 'https://www.youtube.com/embed/lwlFundraise2',
  category: { name: 'Entrepreneurship' },
};

const wellbeing: Video = {
  id: 30,
  title: 'Leading Without Burning Out',
  description: 'Sustainable habits for demanding roles.',
  url: 'https://www.youtube.com/embed/lwlWellbeing3',
  category: { name: 'Wellbeing' },
};

export const videosExamples = {
  'GET videos': {
    input: {},
    response: { status: 1, data: [negotiation, fundraising, wellbeing], others: [] },
  },
  'GET default-videos': { input: {}, response: { status: 1, data: [negotiation], others: [wellbeing] } },
} satisfies ExamplesFor<typeof videosEndpoints>;
