import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes.tsx';
import { prepareRoute } from './app/route-pages.ts';
import { actorOptions, setUpInspector } from './lib/inspect.ts';
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
    <SessionContext.Provider options={actorOptions()}>
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
  // Not as a transition (which would cut the blocking time): React would then render a page whose chunk
  // is already there in the same commit that starts the session, before it has read the storage, and a
  // member's page would start as a guest's (/video asked for the guest list, then aborted it).
  createRoot(root).render(app);
}
