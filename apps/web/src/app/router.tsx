import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { Protected, Restricted, RootRedirect } from '../routes/guards';
import { RouteError } from './route-error';

/** Each screen is its own chunk, loaded when first opened. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect />, errorElement: <RouteError /> },
  {
    element: (
      <Restricted>
        <Outlet />
      </Restricted>
    ),
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: lazy(() => import('../features/auth/login-page')) },
      { path: '/signup', lazy: lazy(() => import('../features/auth/signup-page')) },
      { path: '/forgot-password', lazy: lazy(() => import('../features/auth/forgot-password-page')) },
    ],
  },
  {
    lazy: async () => {
      const { AppLayout } = await import('../features/shell/app-layout');
      return {
        element: (
          <Protected>
            <AppLayout />
          </Protected>
        ),
      };
    },
    errorElement: <RouteError />,
    children: [
      { path: '/requestrepair', lazy: lazy(() => import('../features/requests/request-list-page')) },
      { path: '/requestrepair/add', lazy: lazy(() => import('../features/requests/add-request-page')) },
      { path: '/requestrepair/view', lazy: lazy(() => import('../features/requests/view-request-page')) },
      { path: '/reports', lazy: lazy(() => import('../features/reports/reports-page')) },
      { path: '/profile', lazy: lazy(() => import('../features/account/profile-page')) },
    ],
  },
  {
    path: '/requestrepair/print',
    errorElement: <RouteError />,
    lazy: async () => {
      const { default: PrintPage } = await import('../features/requests/print-page');
      return {
        element: (
          <Protected>
            <PrintPage />
          </Protected>
        ),
      };
    },
  },
  { path: '*', lazy: lazy(() => import('./not-found-page')) },
];

export const router = createBrowserRouter(routes);
