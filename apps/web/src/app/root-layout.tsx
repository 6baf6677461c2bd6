/** Every route's frame: header, page, footer, toasts, the loader overlay and the confirm dialog. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { ConfirmHost } from '../components/ui/confirm-host.tsx';
import { LoaderScreen, LoadingOverlay } from '../components/ui/loading-overlay.tsx';
import { watchFirstPage } from '../lib/page-loaded.ts';
import { toasterWanted } from '../lib/toast.ts';
import { type PageName, PageNameContext, useDocumentMeta } from './page-meta.ts';

// Loaded by the first toast, which waits for it (lib/toast.ts).
const AppToaster = lazy(() => toasterWanted.then(() => import('../components/ui/app-toaster.tsx')));
// Development only: the import is dropped from production builds.
const DevPanel = import.meta.env.DEV ? lazy(() => import('../dev/dev-panel.tsx')) : null;

export function RootLayout() {
  useEffect(watchFirstPage, []);
  const { pathname } = useLocation();
  const [pageName, setPageName] = useState<PageName | null>(null);
  useDocumentMeta(pathname, pageName);
  return (
    <PageNameContext value={setPageName}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <LoadingOverlay />
      <ConfirmHost />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      {DevPanel ? (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      ) : null}
    </PageNameContext>
  );
}

/** Shown while the first route's chunk loads. */
export function RootFallback() {
  return <LoaderScreen />;
}
