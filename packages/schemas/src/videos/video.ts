import * as z from 'zod/mini';
import { okBody } from '../common/envelope.ts';

/** A video of the library (`GET videos`, `GET default-videos`); `url` is the embeddable player address. */
export const videoSchema = z.object({
  id: z.number().check(z.int(), z.positive(), z.meta({ description: "The video's id." })),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  url: z.string().check(z.minLength(1)),
  category: z.object({ name: z.string().check(z.minLength(1)) }),
});
export type Video = z.infer<typeof videoSchema>;

/** Both video calls answer this: `data` (the library; its first video is featured) and `others`. */
export const videoLibrarySchema = okBody({ data: z.array(videoSchema), others: z.array(videoSchema) });
export type VideoLibrary = z.infer<typeof videoLibrarySchema>;
