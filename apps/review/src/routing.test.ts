import { describe, expect, it } from 'vitest';
import { forMock, pathInScope, routeOf, shellHtml } from './routing.ts';

const root = new URL('https://review.example/');
const prefixed = new URL('https://host.example/some/prefix/');
const get = (url: string, mode = 'cors') => ({ url, mode });

describe.each([
  ['at a host root', root],
  ['under a prefix', prefixed],
])('what the worker does with a request %s', (_where, scope) => {
  const at = (path: string) => new URL(path, scope).href;

  it('gives the mock everything npm run api serves', () => {
    for (const path of [
      'api/events',
      '__mock/checkout.js',
      '__mock/mailbox',
      'openapi.json',
      'docs',
      'docs/plain',
      'images/events/3.svg',
    ])
      expect(routeOf(get(at(path)), scope), path).toBe('mock');
  });

  it("answers the app's pages with its shell, and leaves files and the studio to the network", () => {
    expect(routeOf(get(at('event/women-in-leadership-summit'), 'navigate'), scope)).toBe('shell');
    expect(routeOf(get(at('ticket?order=order_1&key=k'), 'navigate'), scope)).toBe('shell');
    expect(routeOf(get(at(''), 'navigate'), scope)).toBe('shell');
    expect(routeOf(get(at('assets/index-abc.js')), scope)).toBe('network');
    expect(routeOf(get(at('mock-worker.js')), scope)).toBe('network');
    expect(routeOf(get(at('studio/'), 'navigate'), scope)).toBe('network');
    expect(routeOf(get(at('studio/index.html'), 'navigate'), scope)).toBe('network');
    // A fetch of a page's address is not a navigation: the network says what it is.
    expect(routeOf(get(at('event/x')), scope)).toBe('network');
  });

  it('leaves alone what is outside its scope', () => {
    expect(routeOf(get('https://elsewhere.example/api/events'), scope)).toBe('network');
    expect(pathInScope(new URL('https://host.example/other/api/x'), prefixed)).toBeNull();
  });

  it('hands the mock its own paths, body and headers kept', async () => {
    const request = new Request(at('api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', dynamickey: 'k' },
      body: '{"email":"a@b.c"}',
    });
    const seen = await forMock(request, scope);
    expect(new URL(seen.url).pathname).toBe('/api/login');
    expect(seen.headers.get('dynamickey')).toBe('k');
    expect(await seen.text()).toBe('{"email":"a@b.c"}');
  });
});

describe('the shell for a page at any depth', () => {
  it('puts the folder first as the base address', () => {
    expect(shellHtml('<html><head><meta charset="utf-8">', prefixed)).toBe(
      '<html><head><base href="/some/prefix/"><meta charset="utf-8">',
    );
  });
});
