/** Rules of the /video page's library: which videos show, their categories and how each one plays. */
import { ALL_CATEGORIES, filterOptions } from '../common/filter-options.ts';
import type { Video, VideoLibrary } from './video.ts';

/** The library then the other videos, each once (by id). */
export function libraryVideos(library: Pick<VideoLibrary, 'data' | 'others'>): Video[] {
  const byId = new Map<number, Video>();
  for (const video of [...library.data, ...library.others])
    if (!byId.has(video.id)) byId.set(video.id, video);
  return [...byId.values()];
}

/** The filter buttons: 'All' then each category once, in order. */
export function videoCategories(videos: readonly Video[]): string[] {
  return filterOptions(videos.map((video) => video.category.name));
}

/** The videos of a category; every video for 'All'. */
export function videosInCategory(videos: readonly Video[], category: string): Video[] {
  return category === ALL_CATEGORIES
    ? [...videos]
    : videos.filter((video) => video.category.name === category);
}

/** Videos whose title holds every word of the search, in any case; every video for a blank search. */
export function videosMatching(videos: readonly Video[], search: string): Video[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...videos];
  return videos.filter((video) => {
    const title = video.title.toLocaleLowerCase();
    return words.every((word) => title.includes(word));
  });
}

/** How a video's url plays once asked for: an image poster (the mock), a video file, or an embeddable player. */
export type PlayerKind = 'image' | 'file' | 'embed';

export function playerKind(url: string): PlayerKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (/\.(svg|png|jpe?g|gif|webp|avif)$/.test(path)) return 'image';
  if (/\.(mp4|webm|ogg|m3u8)$/.test(path)) return 'file';
  return 'embed';
}
