import { describe, expect, it } from 'vitest';
import { videosExamples } from './examples.ts';
import { videoLibrarySchema, videoSchema } from './video.ts';

const video = videosExamples['GET videos'].response.data[0];

describe('videoSchema', () => {
  it('accepts a realistic video', () => {
    expect(videoSchema.parse(video)).toEqual(video);
  });

  it.each([
    ['title', ''],
    ['url', undefined],
    ['category', 'Leadership'],
    ['category', { name: '' }],
    ['id', '21'],
  ])('refuses %s = %j', (field, value) => {
    expect(videoSchema.safeParse({ ...video, [field]: value }).success).toBe(false);
  });
});

describe('videoLibrarySchema', () => {
  it('needs both lists', () => {
    expect(videoLibrarySchema.safeParse({ status: 1, data: [video], others: [] }).success).toBe(true);
    expect(videoLibrarySchema.safeParse({ status: 1, data: [video] }).success).toBe(false);
    expect(videoLibrarySchema.safeParse({ status: 0, data: [], others: [] }).success).toBe(false);
  });
});
