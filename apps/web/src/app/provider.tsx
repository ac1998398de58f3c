import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../lib/api-error';
import { colorSchemeManager, theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, err) => !(err instanceof ApiError && err.kind !== 'network') && count < 2,
    },
  },
});

// The messages' container (portal, transitions) loads after the first paint; a message shown before it has
// loaded waits in Mantine's store and appears when it has.
const Notifications = lazy(() => import('./notifications-container'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        {/* Top centre: over the top bar, not over the page actions at the right (an "Add" button under a
            message that pauses while hovered could not be clicked). Never on paper. */}
        <Suspense fallback={null}>
          <Notifications position="top-center" zIndex={1000} className="no-print" />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
