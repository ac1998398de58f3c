import { EXAMPLES, type TRole } from '@svc/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider, newQueryClient } from '../app/provider';
import { appRoutes } from '../app/router';
import { loadAppCatalogue } from '../i18n';
import { touchIdleDeadline, writeSession } from '../lib/session-store';

/**
 * Opens a page of the app as a person signed in with `role` would (`null`: no one signed in): the app's
 * own route table (its guards, layout and lazy screens) in a memory router, with a cache of its own. The
 * API answers through serveContractExamples, set up before.
 */
export async function renderRoute(path: string, role: TRole | null = 'customer') {
  if (role) {
    writeSession({ ...EXAMPLES.authenticate.reply.userDetails, role });
    touchIdleDeadline();
  }
  // A customer's screens get the app's texts without the staff part, as in the browser (decision 079).
  await loadAppCatalogue(role !== null && role !== 'customer');
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // The page's lazy modules load first, as the browser's first render waits for them.
  if (!router.state.initialized) {
    await new Promise<void>((ready) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        ready();
      });
    });
  }
  const view = render(
    <AppProvider client={newQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
