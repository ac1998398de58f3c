import type { TRole } from '@svc/contract';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { Protected, Restricted, RoleGate, RootRedirect } from '../routes/guards';
import { RouteError } from './route-error';

/** Each screen is its own chunk, loaded when first opened. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A screen for some roles only. */
const gated = (roles: readonly TRole[], load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const { default: Page } = await load();
  return {
    element: (
      <RoleGate roles={roles}>
        <Page />
      </RoleGate>
    ),
  };
};
const STAFF: readonly TRole[] = ['staff', 'admin'];
const ADMIN: readonly TRole[] = ['admin'];

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
      { path: '/service-desk', lazy: gated(STAFF, () => import('../features/desk/service-desk-page')) },
      { path: '/admin/lists', lazy: gated(ADMIN, () => import('../features/admin/masters-page')) },
      { path: '/admin/customers', lazy: gated(ADMIN, () => import('../features/admin/customers-page')) },
      { path: '/admin/employees', lazy: gated(ADMIN, () => import('../features/admin/employees-page')) },
      { path: '/admin/branches', lazy: gated(ADMIN, () => import('../features/admin/branches-page')) },
      { path: '/admin/company', lazy: gated(ADMIN, () => import('../features/admin/company-page')) },
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
