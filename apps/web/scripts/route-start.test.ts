import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pathPattern, routeStarts } from '../route-start-plugin.ts';

const match = (path: string, pathname: string) => new RegExp(pathPattern(path), 'i').exec(pathname);

describe('pathPattern', () => {
  it('matches a route path as react-router does: any case, a trailing slash, one segment per param', () => {
    expect(match('/event/:id', '/event/women-in-leadership-summit')?.groups).toEqual({
      id: 'women-in-leadership-summit',
    });
    expect(match('/event/:id', '/Event/summit/')).not.toBeNull();
    expect(match('/event/:id', '/event')).toBeNull();
    expect(match('/event/:id', '/event/summit/extra')).toBeNull();
    expect(match('/login', '/login-help')).toBeNull();
    expect(match('/', '/')).not.toBeNull();
    expect(match('/', '/login')).toBeNull();
  });
});

describe('routeStarts', () => {
  const chunk = (
    fileName: string,
    imports: string[],
    facadeModuleId: string | null = null,
    css: string[] = [],
  ) =>
    ({
      type: 'chunk',
      fileName,
      imports,
      facadeModuleId,
      viteMetadata: { importedCss: new Set(css) },
    }) as const;
  const bundle = {
    'index.js': chunk('index.js', ['framework.js']),
    'framework.js': chunk('framework.js', []),
    'event.js': chunk('event.js', ['framework.js', 'events.js'], '/app/src/features/events/event-page.tsx', [
      'event.css',
    ]),
    'events.js': chunk('events.js', []),
    'login.js': chunk('login.js', ['framework.js'], '/app/src/features/auth/login-page.tsx'),
  } as unknown as Rolldown.OutputBundle;

  it("lists each page's chunks and stylesheets the entry has not loaded, with its first read", () => {
    const starts = routeStarts(bundle, 'index.js', '/', [
      { path: '/event/:id', page: 'features/events/event-page.tsx', firstRead: 'events/:id' },
      { path: '/login', page: 'features/auth/login-page.tsx' },
      { path: '*', guard: 'unknown' },
    ]);
    expect(starts.files).toEqual(['event.css', 'event.js', 'events.js', 'login.js']);
    expect(starts.routes).toEqual([
      [pathPattern('/event/:id'), [0, 1, 2], 'events/:id'],
      [pathPattern('/login'), [3]],
    ]);
  });

  it('fails the build for a page without a chunk', () => {
    expect(() =>
      routeStarts(bundle, 'index.js', '/', [{ path: '/x', page: 'features/x/x-page.tsx' }]),
    ).toThrow(/no chunk for features\/x\/x-page.tsx/);
  });
});
