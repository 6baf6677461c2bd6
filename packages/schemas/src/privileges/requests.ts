import * as z from 'zod/mini';
import { okBody } from '../common/envelope.ts';
import { lenientId } from '../common/fields.ts';
import { offerCategorySchema, offerDetailSchema } from './offers.ts';

/** `GET partner-offers`: "data.data is a list of categories". */
export const partnerOffersResponseSchema = okBody({ data: z.array(offerCategorySchema) });
export type PartnerOffersResponse = z.infer<typeof partnerOffersResponseSchema>;

/** `GET partner-offer-detail/{offer_id}`. An unknown id answers 404. */
export const partnerOfferDetailRequestSchema = z.object({
  offer_id: lenientId(
    'offer_id is invalid',
    "The partner offer's id: `id` of an offer of GET partner-offers.",
  ),
});
export type PartnerOfferDetailRequest = z.input<typeof partnerOfferDetailRequestSchema>;

export const partnerOfferDetailResponseSchema = okBody({ data: offerDetailSchema });
export type PartnerOfferDetailResponse = z.infer<typeof partnerOfferDetailResponseSchema>;
