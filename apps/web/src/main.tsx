import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import { actorOptions, setUpInspector } from './lib/inspect.ts';
import { SessionContext } from './session/session-context.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await setUpInspector();

// StrictMode's dev remount stops and restores every machine mid-request: the app's calls are
// `fromRequest` actors (@lwl/machines), whose aborted run leaves the answer to the restarted one.
createRoot(root).render(
  <StrictMode>
    <SessionContext.Provider options={actorOptions()}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  </StrictMode>,
);
