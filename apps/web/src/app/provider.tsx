import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLanguage } from '../i18n';
import { ApiError } from '../lib/api-error';
import { colorSchemeManager, themeFor } from './theme';

/** The app's cache of server data; a route test makes one of its own per test. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, err) => !(err instanceof ApiError && err.kind !== 'network') && count < 2,
      },
    },
  });
const appQueryClient = newQueryClient();

// The messages' container (portal, transitions) loads after the first paint; a message shown before it has
// loaded waits in Mantine's store and appears when it has.
const Notifications = lazy(() => import('./notifications-container'));

export function AppProvider({ children, client = appQueryClient }: { children: ReactNode; client?: QueryClient }) {
  const language = useLanguage();
  return (
    <MantineProvider theme={themeFor(language)} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={client}>
        {/* Never on paper; where on the screen: notifications-container.tsx. */}
        <Suspense fallback={null}>
          <Notifications zIndex={1000} className="no-print" />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
