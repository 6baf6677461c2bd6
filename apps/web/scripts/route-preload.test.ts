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
  /** Runs the script on `pathname` and returns what it added to <head>. */
  function run(
    pathname: string,
    page: { prerendered?: boolean; hidden?: boolean; deferred?: Record<string, string>[] } = {},
  ) {
    const added: Record<string, string>[] = [];
    const later: (() => void)[] = [];
    const observed: string[] = [];
    const document = {
      visibilityState: page.hidden === true ? 'hidden' : 'visible',
      documentElement: {
        hasAttribute: (name: string) => page.prerendered === true && name === 'data-prerendered',
      },
      createElement: (tagName: string) => ({ tagName }),
      head: { append: (element: Record<string, string>) => added.push({ ...element }) },
      querySelectorAll: () =>
        (page.deferred ?? []).map((attributes) => ({
          ...attributes,
          getAttribute: (name: string) => attributes[name],
        })),
    };
    const PerformanceObserver = function (
      this: { observe(options: { type: string }): void },
      callback: () => void,
    ) {
      this.observe = (options: { type: string }) => {
        observed.push(options.type);
        later.push(callback);
      };
    };
    const script = preloadScript(
      '/',
      ['assets/events.css', 'assets/event-page.js', 'assets/zod.js', 'assets/login-page.js'],
      [
        [pathPattern('/event/:id'), [0, 1, 2]],
        [pathPattern('/login'), [3]],
      ],
    );
    const setTimeout = (callback: () => void) => later.push(callback);
    runInNewContext(script, { document, location: { pathname }, PerformanceObserver, setTimeout });
    return {
      added,
      observed,
      paint: () => {
        for (const callback of later) callback();
      },
    };
  }

  it('adds a module preload per chunk and a style preload per stylesheet of the matching route, in a task of its own', () => {
    const page = run('/event/summit');
    expect(page.added).toEqual([]);
    page.paint(); // the timer set while the HTML was parsed
    expect(page.added).toEqual([
      { tagName: 'link', rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/events.css' },
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/event-page.js' },
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/zod.js' },
    ]);
  });

  it("on a page written at build time, starts the route's chunks and the page's own scripts after the first paint", () => {
    const deferred: Record<string, string>[] = [
      { tagName: 'SCRIPT', src: '/assets/index.js' },
      { tagName: 'LINK', href: '/assets/framework.js' },
    ];
    const page = run('/login', { prerendered: true, deferred });
    expect(page.added).toEqual([]);
    expect(page.observed).toEqual(['paint']);
    page.paint(); // the paint observer, then the fallback timer: once only
    expect(page.added).toEqual([
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/login-page.js' },
      { tagName: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/framework.js' },
    ]);
  });

  it('on a page written at build time but hidden (a background tab paints nothing), starts without waiting for a paint', () => {
    const deferred: Record<string, string>[] = [{ tagName: 'SCRIPT', src: '/assets/index.js' }];
    const page = run('/login', { prerendered: true, hidden: true, deferred });
    expect(page.observed).toEqual([]);
    page.paint(); // only the timer set while the HTML was parsed
    expect(page.added).toEqual([
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/login-page.js' },
      { tagName: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
  });

  it('adds nothing on a path no route matches', () => {
    const page = run('/nowhere');
    page.paint();
    expect(page.added).toEqual([]);
  });

  it('carries no "<", so it cannot close its own <script> element', () => {
    expect(preloadScript('/', ['assets/a.js'], [[pathPattern('/a'), [0]]])).not.toContain('<');
  });
});
