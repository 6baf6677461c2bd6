/**
 * Renders a component as the app frames it (apps/web/src/main.tsx, app/root-layout.tsx): the session
 * actor from local storage, a router at `path`, machine navigation through that router, and the
 * toaster. `location()` is where the router is now, `back()` and `forward()` move through its history;
 * `signIn()` before rendering stores a session.
 */
import { SESSION_STORAGE_KEYS } from '@lwl/machines';
import { STORAGE_KEYS } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import AppToaster from '../components/ui/app-toaster.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { readStorage } from '../lib/storage.ts';
import { SessionContext } from '../session/session-context.ts';
import { appSessionMachine } from '../session/session-machine.ts';

export interface AppOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern the component is mounted on (params such as `:slug`); '*' by default. */
  route?: string;
  /** Router state of the first entry (e.g. a receipt's key). */
  state?: unknown;
}

export function signIn(plan = 'Titan', name = 'Ananya'): void {
  localStorage.setItem(STORAGE_KEYS.token, 'test-token-0123456789abcdef');
  localStorage.setItem(STORAGE_KEYS.planName, plan);
  localStorage.setItem(STORAGE_KEYS.userName, name);
}

export async function renderApp(ui: ReactNode, { path = '/', route = '*', state }: AppOptions = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [{ ...parsePath(path), state }] },
  );
  setNavigator(
    (to, next) => void router.navigate(to, next === undefined ? undefined : { state: next }),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  const reloads: number[] = [];
  // A session expiry reloads the page after a while: here it is only counted (a reload would end the test's page).
  const session = appSessionMachine.provide({ actions: { reloadPage: () => void reloads.push(Date.now()) } });
  const screen = await render(
    <SessionContext.Provider
      logic={session}
      options={{ input: { stored: readStorage(SESSION_STORAGE_KEYS) } }}
    >
      <RouterProvider router={router} />
      <AppToaster />
    </SessionContext.Provider>,
  );
  return Object.assign(screen, {
    location: () => router.state.location,
    back: () => router.navigate(-1),
    forward: () => router.navigate(1),
    reloads,
  });
}
