/**
 * Loading the route table's pages: each page's chunk is fetched once (counted by the loader overlay
 * while it downloads) and kept, so a page already loaded renders without suspending. A chunk that
 * failed to load is shown by the route's error boundary, and fetched again when the visitor tries
 * again, comes back online or goes to the page again.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { pendingRequests } from '../lib/pending-requests.ts';
import { appBasename, appLocation } from '../lib/review.ts';
import { GUARDS } from './guards.ts';
import { type AppRoute, type RouteLocation, routes } from './routes.ts';

/** Every page module, each its own lazy chunk, by its path under src/ (the table's `page`). */
const PAGES = Object.fromEntries(
  Object.entries(import.meta.glob<{ Component: ComponentType }>('../features/**/*-page.tsx')).map(
    ([file, load]) => [file.slice('../'.length), load],
  ),
);

/** Where the route's guard sends a visitor at `location`, or null to show the route. */
export function guardOf(route: AppRoute, location: RouteLocation): string | null {
  return route.guard ? GUARDS[route.guard](location) : null;
}

/**
 * A page's download. Once it has arrived the promise also carries `status: 'fulfilled'` and its
 * `value`, the fields React's `use` reads, so `use` returns the page at once instead of suspending
 * again (React asks that a component which suspended on `use` call it again when it retries).
 */
type PageLoad = Promise<ComponentType>;

const loading = new Map<AppRoute, PageLoad>();

/** Fetches the page of `route` (once); null for a route without a page (only a guard). */
export function loadPage(route: AppRoute, pages = PAGES): PageLoad | null {
  if (!route.page) return null;
  const load = pages[route.page];
  if (!load) throw new Error(`No page module ${route.page}`);
  let page = loading.get(route);
  if (!page) {
    // Started a microtask later: the first call comes from a render, and the overlay's count must not
    // change during one.
    const started: PageLoad = Promise.resolve()
      .then(() => pendingRequests.track(load()))
      .then(
        ({ Component }) => {
          Object.assign(started, { status: 'fulfilled', value: Component });
          return Component;
        },
        (error: unknown) => {
          // Kept, and marked as `use` reads it: the render that follows throws to the route's error
          // boundary, where a new download would suspend again and fail again, round after round.
          Object.assign(started, { status: 'rejected', reason: error });
          throw error;
        },
      );
    page = started;
    loading.set(route, page);
  }
  return page;
}

/** Forgets the downloads that failed (the error boundary has shown them): the next render fetches again. */
export function forgetFailedPages(): void {
  for (const [route, page] of loading) if (Reflect.get(page, 'status') === 'rejected') loading.delete(route);
}

/** The table's route for a path (the first that matches; `*` is last). */
export function routeFor(pathname: string): AppRoute | undefined {
  return routes.find((route) => matchPath(route.path, pathname) !== null);
}

/** Where the guards send a visitor to `location`: the path to show instead, or null to stay. */
export function guardedTarget(location: RouteLocation): string | null {
  let target: string | null = null;
  let current = location;
  // Each hop goes to a route that lets the visitor stay (the table has no cycle); the bound is a guard.
  for (let hops = 0; hops < routes.length; hops += 1) {
    const route = routeFor(current.pathname);
    const to = route ? guardOf(route, current) : null;
    if (to === null) return target;
    target = to;
    current = new URL(to, 'http://localhost');
  }
  return target;
}

/**
 * Before the first render: follows the guards (replacing the address, as a redirect does) and loads
 * the page it ends on, so that the first render does not suspend. True when the visitor stays on the
 * page asked for (a page written at build time can then be hydrated).
 */
export async function prepareRoute(): Promise<boolean> {
  const to = guardedTarget(appLocation());
  if (to !== null) window.history.replaceState(null, '', `${appBasename()}${to}`);
  const route = routeFor(appLocation().pathname);
  // A chunk that fails to load: the first render shows the route's error.
  if (route) await loadPage(route)?.catch(() => undefined);
  return to === null;
}
