import * as z from 'zod/mini';

/** The optional city tag image of an offer card. */
export const cityTagSchema = z.object({ src: z.string(), alt: z.string() });
export type CityTag = z.infer<typeof cityTagSchema>;

/** An offer card: the partner's logo, a short description, an optional city tag. */
export const offerCardSchema = z.object({
  offer_id: z
    .number()
    .check(
      z.int(),
      z.positive(),
      z.meta({ description: "The partner offer's id: the path of GET partner-offer-detail/{offer_id}." }),
    ),
  /** The partner's logo URL. */
  image: z.string(),
  short_description: z.string(),
  title: z.string(),
  cityTag: z.optional(cityTagSchema),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

/** A category of partner offers; `category_description` is its heading text. */
export const offerCategorySchema = z.object({
  category_description: z.string(),
  offers: z.array(offerCardSchema),
});
export type OfferCategory = z.infer<typeof offerCategorySchema>;

/** The offer detail shown in the modal; `description` and `code` are HTML (sanitised before rendering). */
export const offerDetailSchema = z.object({
  image_2: z.string(),
  title: z.string(),
  description: z.string(),
  code: z.string(),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;
