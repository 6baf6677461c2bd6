import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from '../lib/navigation.ts';
import { RootFallback, RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { routes } from './routes.ts';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: RootFallback,
    children: [{ errorElement: <RouteError />, children: routes }],
  },
]);

setNavigator((to, state) => {
  void router.navigate(to, state === undefined ? undefined : { state });
});
