import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../lib/pending-requests.ts';
import { forgetFailedPages, guardedTarget, loadPage, routeFor } from './route-pages.ts';
import { type AppRoute, routes } from './routes.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('routeFor', () => {
  it('matches parameter routes and a trailing slash, and ends on the catch-all', () => {
    expect(routeFor('/event/women-in-leadership')?.path).toBe('/event/:id');
    expect(routeFor('/upcoming-events/')?.path).toBe('/upcoming-events');
    expect(routeFor('/no-such-page')?.path).toBe('*');
  });
});

describe('guardedTarget (signed out)', () => {
  it('sends a guarded path and an unknown path to /login, and follows no further', () => {
    expect(guardedTarget(at('/profile'))).toBe('/login');
    expect(guardedTarget(at('/no-such-page'))).toBe('/login');
  });

  it('leaves open pages alone', () => {
    expect(guardedTarget(at('/upcoming-events'))).toBeNull();
    expect(guardedTarget(at('/login', '?next=/profile'))).toBeNull();
  });
});

describe('loadPage', () => {
  const Page = () => null;

  it('fetches a page once, counts it while it downloads and keeps it', async () => {
    let arrive = (_module: { Component: typeof Page }) => {};
    const page = vi.fn(() => new Promise<{ Component: typeof Page }>((resolve) => (arrive = resolve)));
    const route: AppRoute = { path: '/x', page: 'x-page.tsx' };
    const pages = { 'x-page.tsx': page };
    const first = loadPage(route, pages);
    expect(loadPage(route, pages)).toBe(first);
    await vi.waitFor(() => expect(pendingRequests.getSnapshot()).toBe(1));
    arrive({ Component: Page });
    await expect(first).resolves.toBe(Page);
    expect(pendingRequests.getSnapshot()).toBe(0);
    // As React's `use` reads an arrived promise: no second suspension.
    expect(first).toMatchObject({ status: 'fulfilled', value: Page });
    expect(loadPage(route, pages)).toBe(first);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed download, as `use` reads it, until it is forgotten; then fetches again', async () => {
    const page = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Component: Page });
    const route: AppRoute = { path: '/y', page: 'y-page.tsx' };
    const pages = { 'y-page.tsx': page };
    const failed = loadPage(route, pages);
    await expect(failed).rejects.toThrow('offline');
    // React's retry finds the failure and throws it to the error boundary instead of fetching again.
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('offline') });
    expect(loadPage(route, pages)).toBe(failed);
    expect(page).toHaveBeenCalledTimes(1);
    forgetFailedPages();
    await expect(loadPage(route, pages)).resolves.toBe(Page);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('has nothing to fetch for a route that only redirects', () => {
    expect(loadPage({ path: '*', guard: 'unknown' })).toBeNull();
  });

  it('has every page the table names among the page modules it loads (features/**/*-page.tsx)', () => {
    for (const { page } of routes) {
      if (!page) continue;
      expect(page).toMatch(/^features\/.+-page\.tsx$/);
      expect(existsSync(new URL(`../${page}`, import.meta.url)), page).toBe(true);
    }
  });
});
