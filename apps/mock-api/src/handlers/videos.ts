import type { Video, videosEndpoints } from '@lwl/schemas';
import { imageUrl } from '../images/urls.ts';
import type { HandlerMap } from '../registry/handler.ts';
import type { VideoRecord } from '../store/store.ts';

/** `url` points at the mock's own poster (nothing loads from the internet); embeddable in an iframe. */
const videoView = (v: VideoRecord, origin: string): Video => ({
  id: v.id,
  title: v.title,
  description: v.description,
  url: imageUrl(origin, 'videos', v.id),
  category: { name: v.category },
});

/**
 * Guests get the default videos in `data` and nothing in `others`; members get the members' videos in
 * `data` and the default ones in `others` (together: the full library).
 */
export const videosHandlers: HandlerMap<typeof videosEndpoints> = {
  'GET videos': ({ store, origin }) => ({
    status: 200,
    body: {
      status: 1,
      data: store.videos.filter((v) => !v.is_default).map((v) => videoView(v, origin)),
      others: store.videos.filter((v) => v.is_default).map((v) => videoView(v, origin)),
    },
  }),
  'GET default-videos': ({ store, origin }) => ({
    status: 200,
    body: {
      status: 1,
      data: store.videos.filter((v) => v.is_default).map((v) => videoView(v, origin)),
      others: [],
    },
  }),
};
