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
    const painted: (() => void)[] = [];
    const timers: (() => void)[] = [];
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
        painted.push(callback);
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
    const setTimeout = (callback: () => void) => timers.push(callback);
    const posted: (() => void)[] = [];
    class MessageChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => posted.push(() => this.port1.onmessage?.()) };
    }
    runInNewContext(script, {
      document,
      location: { pathname },
      PerformanceObserver,
      setTimeout,
      MessageChannel,
    });
    return {
      added,
      observed,
      /** The paint observer's callbacks, as the first paint is shown. */
      paint: () => {
        for (const callback of painted) callback();
      },
      /** The tasks posted so far by messages, run in order. */
      runPosted: () => {
        for (const task of posted.splice(0)) task();
      },
      /** Every timer set so far, as if its time had come. */
      runTimers: () => {
        for (const callback of timers) callback();
      },
    };
  }

  it('adds a module preload per chunk and a style preload per stylesheet of the matching route, in a task of its own', () => {
    const page = run('/event/summit');
    expect(page.added).toEqual([]);
    page.runTimers(); // the timer set while the HTML was parsed
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
    const started = [
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/login-page.js' },
      { tagName: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/framework.js' },
    ];
    page.paint();
    expect(page.added).toEqual([]); // not in the paint callback's task, beside the first read's
    page.runPosted(); // the task it posted: no timer (a paused test clock holds every timer)
    expect(page.added).toEqual(started);
    page.runTimers(); // the fallback then adds nothing: once only
    expect(page.added).toEqual(started);
  });

  it('on a page written at build time but hidden (a background tab paints nothing), starts without waiting for a paint', () => {
    const deferred: Record<string, string>[] = [{ tagName: 'SCRIPT', src: '/assets/index.js' }];
    const page = run('/login', { prerendered: true, hidden: true, deferred });
    expect(page.observed).toEqual([]);
    page.runTimers(); // the timer set while the HTML was parsed
    expect(page.added).toEqual([
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/login-page.js' },
      { tagName: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
  });

  it('adds nothing on a path no route matches', () => {
    const page = run('/nowhere');
    page.runTimers();
    expect(page.added).toEqual([]);
  });

  it('carries no "<", so it cannot close its own <script> element', () => {
    expect(preloadScript('/', ['assets/a.js'], [[pathPattern('/a'), [0]]])).not.toContain('<');
  });
});
