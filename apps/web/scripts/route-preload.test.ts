import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pathPattern, preloadScript } from '../route-preload-plugin.ts';

const matches = (path: string, pathname: string) => new RegExp(pathPattern(path), 'i').test(pathname);

describe('pathPattern', () => {
  it('matches a route path as react-router does: any case, a trailing slash, one segment per param', () => {
    expect(matches('/event/:id', '/event/women-in-leadership-summit')).toBe(true);
    expect(matches('/event/:id', '/Event/summit/')).toBe(true);
    expect(matches('/event/:id', '/event')).toBe(false);
    expect(matches('/event/:id', '/event/summit/extra')).toBe(false);
    expect(matches('/login', '/login')).toBe(true);
    expect(matches('/login', '/login-help')).toBe(false);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/login')).toBe(false);
  });
});

describe('preloadScript', () => {
  /** Runs the script on `pathname` and returns the links it added to <head>. */
  function run(pathname: string) {
    const links: Record<string, string>[] = [];
    const document = {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => links.push({ ...link }) },
    };
    const script = preloadScript(
      '/',
      ['assets/events.css', 'assets/event-page.js', 'assets/zod.js', 'assets/login-page.js'],
      [
        [pathPattern('/event/:id'), [0, 1, 2]],
        [pathPattern('/login'), [3]],
      ],
    );
    runInNewContext(script, { document, location: { pathname } });
    return links;
  }

  it('adds a module preload per chunk and a style preload per stylesheet of the matching route', () => {
    expect(run('/event/summit')).toEqual([
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/events.css' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/event-page.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/zod.js' },
    ]);
  });

  it('adds nothing on a path no route matches', () => {
    expect(run('/nowhere')).toEqual([]);
  });

  it('carries no "<", so it cannot close its own <script> element', () => {
    expect(preloadScript('/', ['assets/a.js'], [[pathPattern('/a'), [0]]])).not.toContain('<');
  });
});
