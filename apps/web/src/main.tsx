import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { AppRoutes } from './app/app-routes.tsx';
import { prepareRoute } from './app/route-pages.ts';
import { willHydrate } from './lib/hydration.tsx';
import { setUpInspector } from './lib/inspect.ts';
import { appBasename, REVIEW } from './lib/review.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/pending.css';
// Shared by every form and checkout: in the shell's stylesheet rather than as small files (and empty
// script chunks carrying them) that each route with a form or a booking panel requests before it paints.
import './components/ui/form-field.css';
import './components/checkout/checkout.css';
import './components/checkout/order-summary.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The review build's mock is a service worker: the app's first call waits for it (the first visit only).
if (REVIEW) {
  const { openRequestedPage, startMockWorker } = await import('./review/mock-worker.ts');
  await startMockWorker(root);
  openRequestedPage();
}
await setUpInspector();

const app = (
  <App
    router={
      <BrowserRouter basename={appBasename() || undefined}>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

// The first render waits for the route's page (its download started with the HTML's route start), so
// that it does not suspend: React shows content that arrives after a Suspense fallback no sooner than
// 300 ms after that fallback (docs/bench.md, round G).
const stays = await prepareRoute();
// A page written at build time (scripts/prerender.ts) is hydrated: its elements stay. Unless a guard
// sends the visitor elsewhere (a signed-in member on /login): the app then renders its page over it.
// Either way as a transition: React renders or hydrates the first page in slices instead of one long
// task, so the phone stays responsive meanwhile (docs/bench.md, round F).
if (root.hasAttribute('data-prerendered') && stays) {
  willHydrate();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
