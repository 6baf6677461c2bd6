/** Every route's frame: header, page, footer, toasts, the loader overlay and the offline note. */
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { OfflineNote } from '../components/layout/offline-note.tsx';
import { useStaleDialogEntries } from '../components/ui/dialog-history.ts';
import { LoadingOverlay } from '../components/ui/loading-overlay.tsx';
import { useHydrating } from '../lib/hydration.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { toasterWanted } from '../lib/toast.ts';
import { type PageName, PageNameContext, useDocumentMeta } from './page-meta.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';

// Loaded by the first toast, which waits for it (lib/toast.ts).
const AppToaster = lazy(() => toasterWanted.then(() => import('../components/ui/app-toaster.tsx')));
// Development only: the import is dropped from production builds.
const DevPanel =
  import.meta.env.DEV || import.meta.env.MODE === 'review'
    ? lazy(() => import('../dev/dev-panel.tsx'))
    : null;

export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A layout effect: it runs before the pages' effects, where their machines start.
  useLayoutEffect(() => {
    setNavigator((to, state) => navigate(to, state === undefined ? undefined : { state }));
  }, [navigate]);
  useScrollRestoration();
  useStaleDialogEntries();
  const [pageName, setPageName] = useState<PageName | null>(null);
  useDocumentMeta(pathname, pageName);
  return (
    <PageNameContext value={setPageName}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <RouteErrorBoundary pathname={pathname}>
          {/* Empty: the first page is loaded before the first render (main.tsx), and a navigation,
              being a transition, keeps the previous page under the loader overlay until the next
              is ready. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <OfflineNote />
      <LoadingOverlay />
      <ToasterSlot />
      {DevPanel ? (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      ) : null}
    </PageNameContext>
  );
}

/**
 * Never in a written page: the toaster loads with the first toast. A reader of useHydrating of its own,
 * so that the layout, and every page under it, does not render again when hydration ends.
 */
function ToasterSlot() {
  return useHydrating() ? null : (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
