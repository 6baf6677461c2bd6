import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from '../common/filter-options.ts';
import type { Video } from './video.ts';
import {
  libraryVideos,
  playerKind,
  videoCategories,
  videosInCategory,
  videosMatching,
} from './video-library.ts';

const video = (id: number, category: string): Video => ({
  id,
  title: `Video ${id}`,
  description: '',
  url: `http://localhost/images/videos/${id}.svg`,
  category: { name: category },
});

describe('video library', () => {
  const data = [video(1, 'Finance'), video(2, 'Leadership')];
  const others = [video(2, 'Leadership'), video(3, 'Finance'), video(4, 'Wellness')];

  it('puts the library before the other videos, each once', () => {
    expect(libraryVideos({ data, others }).map((v) => v.id)).toEqual([1, 2, 3, 4]);
    expect(libraryVideos({ data: [], others: [] })).toEqual([]);
  });

  it("offers 'All' then each category once and filters by it", () => {
    const videos = libraryVideos({ data, others });
    expect(videoCategories(videos)).toEqual([ALL_CATEGORIES, 'Finance', 'Leadership', 'Wellness']);
    expect(videosInCategory(videos, 'Finance').map((v) => v.id)).toEqual([1, 3]);
    expect(videosInCategory(videos, ALL_CATEGORIES).map((v) => v.id)).toEqual([1, 2, 3, 4]);
    expect(videosInCategory(videos, 'Unknown')).toEqual([]);
  });

  it('narrows by every word of a title search, in any case, and keeps all for a blank one', () => {
    const titled = [
      { ...video(1, 'Finance'), title: 'Raising your first round' },
      { ...video(2, 'Leadership'), title: 'Leading through uncertainty' },
      { ...video(3, 'Finance'), title: 'Bootstrapping or raising capital' },
    ];
    expect(videosMatching(titled, 'RAISING').map((v) => v.id)).toEqual([1, 3]);
    expect(videosMatching(titled, ' raising  round ').map((v) => v.id)).toEqual([1]);
    expect(videosMatching(titled, 'nothing like this')).toEqual([]);
    expect(videosMatching(titled, '  ').map((v) => v.id)).toEqual([1, 2, 3]);
  });

  it('plays images as images, files in a video element and anything else embedded', () => {
    expect(playerKind('http://localhost:8787/images/videos/1.svg')).toBe('image');
    expect(playerKind('https://cdn.example.com/poster.JPEG#t=1')).toBe('image');
    expect(playerKind('https://cdn.example.com/talk.MP4?token=1')).toBe('file');
    expect(playerKind('https://cdn.example.com/live.m3u8')).toBe('file');
    expect(playerKind('https://www.youtube.com/embed/abc123')).toBe('embed');
    expect(playerKind('https://player.example.com/watch?file=talk.mp4')).toBe('embed');
  });
});
