import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router.tsx';
import { env } from './lib/env.ts';
import { startFirstRead } from './lib/first-read.ts';
import { actorOptions, setUpInspector } from './lib/inspect.ts';
import { storedSession } from './lib/storage.ts';
import { SessionContext } from './session/session-context.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first screen's data travels while the page's chunks still download (lib/first-read.ts).
startFirstRead(window.location.pathname, env.apiBaseUrl, storedSession().token ?? null);

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
