import { eventsEndpoints, fillPath, ventureEndpoints } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { fillFirstRead } from '../lib/first-read.ts';
import { routes } from './routes.ts';

const firstReadOf = (path: string) => routes.find((route) => route.path === path)?.firstRead ?? '';

describe('the route table', () => {
  it("names each page's own first GET, filled as its endpoint builds it", () => {
    expect(fillFirstRead(firstReadOf('/upcoming-events'), {})).toBe(eventsEndpoints['GET events'].path);
    expect(fillFirstRead(firstReadOf('/venture-vault'), {})).toBe(ventureEndpoints['GET ventures'].path);
    for (const slug of ['summit-2026', 'women in leadership', 'réunion/à paris', "o'brien & co?"]) {
      expect(fillFirstRead(firstReadOf('/event/:id'), { id: encodeURIComponent(slug) })).toBe(
        fillPath(eventsEndpoints['GET events/{slug}'].path, { slug }).path,
      );
    }
    expect(routes.filter((route) => route.firstRead).map((route) => route.path)).toEqual([
      '/upcoming-events',
      '/event/:id',
      '/venture-vault',
    ]);
  });
});
