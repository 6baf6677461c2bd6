import type { ExamplesFor } from '../api/endpoint.ts';
import type { privilegesEndpoints } from './endpoints.ts';

export const privilegesExamples = {
  'GET partner-offers': {
    input: {},
    response: {
      status: 1,
      data: [
        {
          category_description: 'Wellness & Spa',
          offers: [
            {
              offer_id: 14,
              image: 'http://localhost:8787/images/offers/14.svg',
              short_description: '20% off all spa therapies on weekdays',
              title: 'Serenity Spa',
              cityTag: { src: 'http://localhost:8787/images/cities/mumbai.svg', alt: 'Mumbai' },
            },
            {
              offer_id: 15,
              image: 'http://localhost:8787/images/offers/15.svg',
              short_description: 'A complimentary wellness consultation',
              title: 'Ayur Living',
            },
          ],
        },
        {
          category_description: 'Travel & Stays',
          offers: [
            {
              offer_id: 21,
              image: 'http://localhost:8787/images/offers/21.svg',
              short_description: '15% off suites at partner hotels across India',
              title: 'Heritage Hotels',
            },
          ],
        },
      ],
    },
  },
  'GET partner-offer-detail/{offer_id}': {
    input: { offer_id: '14' },
    response: {
      status: 1,
      data: {
        image_2: 'http://localhost:8787/images/offer-details/14.svg',
        title: 'Serenity Spa',
        description: '<p>Enjoy <strong>20% off</strong> all spa therapies, Monday to Thursday.</p>',
        code: '<p>Show your LWL member card and quote <strong>LWLSPA20</strong>.</p>',
      },
    },
  },
} satisfies ExamplesFor<typeof privilegesEndpoints>;
