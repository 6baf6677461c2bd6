import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import { actorOptions, setUpInspector } from './lib/inspect.ts';
import { SessionContext } from './session/session-context.ts';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await setUpInspector();

// No <StrictMode>: its simulated unmount stops every machine's actor mid-request, and @xstate/react
// restarts it from the stopped actor's snapshot, so an aborted request surfaced as a failure (in
// development only: the page showed "No Upcoming event"). Production never double-mounts.
createRoot(root).render(
  <SessionContext.Provider options={actorOptions()}>
    <RouterProvider router={router} />
  </SessionContext.Provider>,
);
