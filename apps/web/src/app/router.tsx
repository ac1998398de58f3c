import type { TRole } from '@svc/contract';
import { pages } from '@svc/contract';
import { Outlet, type RouteObject } from 'react-router';
import LoginPage from '../features/auth/login-page';
import { loadAppCatalogue } from '../i18n';
import { readSession } from '../lib/session-store';
import { Protected, Restricted, RoleGate, RootRedirect } from '../routes/guards';
import { RouteError } from './route-error';

/** Each screen is its own chunk, loaded when first opened. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A screen for some roles only. */
const gated = (roles: readonly TRole[], load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const [{ default: Page }] = await Promise.all([load(), loadAppCatalogue(true)]);
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

/** The app's pages and what guards each: main.tsx makes the browser's router of it, the route tests a memory router. */
export const appRoutes: RouteObject[] = [
  { path: pages.home, element: <RootRedirect />, errorElement: <RouteError /> },
  {
    element: (
      <Restricted>
        <Outlet />
      </Restricted>
    ),
    errorElement: <RouteError />,
    children: [
      { path: pages.login, Component: LoginPage },
      { path: pages.signup, lazy: lazy(() => import('../features/auth/signup-page')) },
      { path: pages.forgotPassword, lazy: lazy(() => import('../features/auth/forgot-password-page')) },
      { path: pages.setPassword, lazy: lazy(() => import('../features/auth/set-password-page')) },
    ],
  },
  {
    lazy: async () => {
      const staff = (readSession()?.role ?? 'customer') !== 'customer';
      const [{ AppLayout }] = await Promise.all([import('./layout/app-layout'), loadAppCatalogue(staff)]);
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
      { path: pages.requests, lazy: lazy(() => import('../features/requests/request-list-page')) },
      { path: pages.addRequest, lazy: lazy(() => import('../features/requests/add-request-page')) },
      { path: pages.viewRequest, lazy: lazy(() => import('../features/requests/view-request-page')) },
      { path: pages.reports, lazy: lazy(() => import('../features/reports/reports-page')) },
      { path: pages.profile, lazy: lazy(() => import('../features/account/profile-page')) },
      { path: pages.serviceDesk, lazy: gated(STAFF, () => import('../features/desk/service-desk-page')) },
      { path: pages.adminLists, lazy: gated(ADMIN, () => import('../features/admin/masters-page')) },
      { path: pages.adminCustomers, lazy: gated(ADMIN, () => import('../features/admin/customers-page')) },
      { path: pages.adminEmployees, lazy: gated(ADMIN, () => import('../features/admin/employees-page')) },
      { path: pages.adminBranches, lazy: gated(ADMIN, () => import('../features/admin/branches-page')) },
      { path: pages.adminCompany, lazy: gated(ADMIN, () => import('../features/admin/company-page')) },
      { path: pages.adminTurnaround, lazy: gated(ADMIN, () => import('../features/turnaround/turnaround-page')) },
      { path: pages.adminSales, lazy: gated(ADMIN, () => import('../features/warranty/sales-import-page')) },
      {
        path: pages.adminReplies,
        lazy: gated(ADMIN, () => import('../features/conversations/canned-replies-page')),
      },
    ],
  },
  {
    path: pages.printRequest,
    errorElement: <RouteError />,
    lazy: async () => {
      const [{ default: PrintPage }] = await Promise.all([
        import('../features/requests/print-page'),
        loadAppCatalogue(),
      ]);
      return {
        element: (
          <Protected>
            <PrintPage />
          </Protected>
        ),
      };
    },
  },
  // The password-free tracking page (`pages.track`) is the server's own (decision 056), never this app's.
  // The rating page after delivery: open to anyone with its signed link (decision 058).
  { path: pages.rate, errorElement: <RouteError />, lazy: lazy(() => import('../features/ratings/rating-page')) },
  { path: '*', lazy: lazy(() => import('./not-found-page')) },
];
