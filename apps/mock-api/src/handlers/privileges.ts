import type { privilegesEndpoints } from '@lwl/schemas';
import { imageUrl } from '../images/urls.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { slugify } from '../store/slug.ts';
import { notFound } from './shared.ts';

export const privilegesHandlers: HandlerMap<typeof privilegesEndpoints> = {
  'GET partner-offers': ({ store, origin }) => ({
    status: 200,
    body: {
      status: 1,
      data: store.partnerCategories.map((category) => ({
        category_description: category.category_description,
        offers: category.offers.map((offer) => ({
          offer_id: offer.offer_id,
          image: imageUrl(origin, 'offers', offer.offer_id),
          short_description: offer.short_description,
          title: offer.title,
          ...(offer.city
            ? { cityTag: { src: imageUrl(origin, 'cities', slugify(offer.city)), alt: offer.city } }
            : {}),
        })),
      })),
    },
  }),

  'GET partner-offer-detail/{offer_id}': ({ store, input, origin }) => {
    const offer = store.partnerCategories.flatMap((c) => c.offers).find((o) => o.offer_id === input.offer_id);
    if (!offer) return notFound();
    return {
      status: 200,
      body: {
        status: 1,
        data: {
          image_2: imageUrl(origin, 'offer-details', offer.offer_id),
          title: offer.title,
          description: offer.description,
          code: offer.code,
        },
      },
    };
  },
};
