import { eventsEndpoints, fillPath } from '@lwl/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fillFirstRead, firstImage, startFirstRead, takeFirstRead } from './first-read.ts';

const BASE = 'http://api.test/api/';

describe('first read', () => {
  it("fills a route's parameters as its endpoint builds them, and refuses a malformed one", () => {
    expect(fillFirstRead('events', {})).toBe(eventsEndpoints['GET events'].path);
    for (const slug of ['summit-2026', 'women in leadership', 'réunion/à paris', "o'brien & co?"]) {
      expect(fillFirstRead('events/:id', { id: encodeURIComponent(slug) })).toBe(
        fillPath(eventsEndpoints['GET events/{slug}'].path, { slug }).path,
      );
    }
    expect(fillFirstRead('events/:id', { id: 'bad%' })).toBeNull();
  });

  it('hands the started response to the same request once, never to another', async () => {
    const sent: Request[] = [];
    const answer = new Response('{}');
    startFirstRead('events/summit', BASE, 'tok', async (request) => {
      sent.push(request);
      return answer;
    });
    const taken = takeFirstRead(
      new Request(`${BASE}events/summit`, { headers: { authorization: 'Bearer tok', dynamickey: 'k' } }),
    );
    expect(await taken).toBe(answer);
    startFirstRead('events/summit', BASE, 'tok', async (request) => {
      sent.push(request);
      return answer;
    });
    expect(sent[0]?.url).toBe(`${BASE}events/summit`);
    expect(sent[0]?.headers.get('dynamickey')).toMatch(/^[0-9a-f]{64}$/);
    const same = () =>
      new Request(`${BASE}events/summit`, {
        headers: { accept: 'application/json', dynamickey: 'k', authorization: 'Bearer tok' },
      });
    expect(takeFirstRead(new Request(`${BASE}events/other`))).toBeNull();
    expect(
      takeFirstRead(new Request(`${BASE}events/summit`, { headers: { authorization: 'Bearer x' } })),
    ).toBeNull();
    expect(
      takeFirstRead(
        new Request(`${BASE}events/summit`, { headers: { authorization: 'Bearer tok', prefer: 'code=500' } }),
      ),
    ).toBeNull();
    expect(await takeFirstRead(same())).toBe(answer);
    expect(takeFirstRead(same())).toBeNull();
  });

  it("hands a read started by another copy of this module (the HTML's inline script) to the app's copy", async () => {
    vi.resetModules();
    const inline = await import('./first-read.ts');
    vi.resetModules();
    const app = await import('./first-read.ts');
    expect(app).not.toBe(inline);
    const answer = new Response('{}');
    inline.startFirstRead('events', BASE, null, async () => answer);
    expect(await app.takeFirstRead(new Request(`${BASE}events`, { headers: { dynamickey: 'k' } }))).toBe(
      answer,
    );
    expect(inline.takeFirstRead(new Request(`${BASE}events`))).toBeNull();
  });
});

describe('first image', () => {
  const api = `${BASE}events`;
  it("is a list's first item's image, on the API's origin only; never a record's", () => {
    expect(firstImage({ data: { image: 'http://api.test/images/a.svg' } }, api)).toBeNull();
    expect(firstImage({ data: [{ image: '/images/b.svg' }, { image: '/images/c.svg' }] }, api)).toBe(
      'http://api.test/images/b.svg',
    );
    expect(firstImage({ data: [{ image: 'https://elsewhere.test/x.svg' }] }, api)).toBeNull();
    expect(firstImage({ data: [] }, api)).toBeNull();
    expect(firstImage('nope', api)).toBeNull();
  });
});
