/**
 * The route table rendered: every route inside the root layout; a guard's redirect replaces the
 * address before the page's chunk is fetched, and a page renders once its chunk has arrived.
 */
import { use, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { watchFirstPage } from '../lib/page-loaded.ts';
import { RootLayout } from './root-layout.tsx';
import { guardOf, loadPage } from './route-pages.ts';
import type { AppRoute } from './routes.ts';
import { routes } from './routes.ts';

function RoutePage({ route }: { route: AppRoute }) {
  const location = useLocation();
  // Decided when the visitor arrives, as a route loader would, not at every render: a page that ends
  // the session shows its message and leaves by itself.
  const to = useMemo(() => guardOf(route, location), [route, location]);
  if (to !== null) return <Navigate to={to} replace />;
  return <LoadedPage route={route} />;
}

function LoadedPage({ route }: { route: AppRoute }) {
  const load = loadPage(route);
  // Suspends (the loader overlay counts the download) until the chunk has arrived; afterwards `use`
  // reads the arrived page from the promise without suspending.
  const Page = load ? use(load) : null;
  useEffect(watchFirstPage, []);
  return Page ? <Page /> : null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
