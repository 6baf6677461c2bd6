import { SESSION_STORAGE_KEYS } from '@lwl/machines';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes.tsx';
import { prepareRoute } from './app/route-pages.ts';
import { actorOptions, setUpInspector } from './lib/inspect.ts';
import { readStorage } from './lib/storage.ts';
import { SessionContext } from './session/session-context.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
// Shared by every form and checkout: in the shell's stylesheet rather than as small files (and empty
// script chunks carrying them) that each route with a form or a booking panel requests before it paints.
import './components/ui/form-field.css';
import './components/checkout/checkout.css';
import './components/checkout/order-summary.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await setUpInspector();

// StrictMode's dev remount stops and restores every machine mid-request: the app's calls are
// `fromRequest` actors (@lwl/machines), whose aborted run leaves the answer to the restarted one.
const app = (
  <StrictMode>
    <SessionContext.Provider
      options={{ ...actorOptions(), input: { stored: readStorage(SESSION_STORAGE_KEYS) } }}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionContext.Provider>
  </StrictMode>
);

if (root.hasAttribute('data-prerendered')) {
  // The page written at build time stays until the route is ready (app/prerendered.tsx, loaded only
  // by such pages).
  const [{ takeOver }] = await Promise.all([import('./app/prerendered.tsx'), prepareRoute()]);
  takeOver(root, createRoot(root), app);
} else {
  // As a transition: React renders the first page in slices, so the phone stays responsive meanwhile.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
