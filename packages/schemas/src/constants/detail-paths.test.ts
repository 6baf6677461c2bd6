import { describe, expect, it } from 'vitest';
import { eventPath, mentorDetailsPath } from './detail-paths.ts';

describe('detail paths', () => {
  it('builds the mentor and event pages from the slug', () => {
    expect(mentorDetailsPath('priya-sharma')).toBe('/mentors-details/priya-sharma');
    expect(eventPath('women-in-leadership-summit')).toBe('/event/women-in-leadership-summit');
  });

  it('encodes the slug', () => {
    expect(eventPath('q&a night')).toBe('/event/q%26a%20night');
    expect(mentorDetailsPath('a/b')).toBe('/mentors-details/a%2Fb');
  });
});
