import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FORCED_LOGOUT_DELAY_MS, pages, TOAST_SESSION_MS, type TRole } from '@svc/contract';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { endSession } from '../features/account';
import { t } from '../i18n';
import { useSession } from '../lib/session-store';
import { useIdleTimeout } from '../lib/use-idle-timeout';

/** Every role seen lands on the request list (specification section 2). */
export function landingFor(_role: TRole | undefined): string {
  return pages.requests;
}

/**
 * Signed-in routes: with no stored session record, go to /login. After an hour idle the user data is
 * removed, "Your session expired" shows, and the root page follows 2 seconds later (specification section 4).
 */
export function Protected({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  useIdleTimeout(!!session && !expired, () => {
    setExpired(true);
    endSession();
    notifications.show({ color: 'yellow', message: t('sessionExpired'), autoClose: TOAST_SESSION_MS });
    setTimeout(() => navigate(pages.home, { replace: true }), FORCED_LOGOUT_DELAY_MS);
  });
  if (expired) {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Loader />
          <Text role="status">{t('sessionExpired')}</Text>
        </Stack>
      </Center>
    );
  }
  return session ? children : <Navigate to={pages.login} replace />;
}

/** Public routes barred to signed-in users: they go to their role's landing page. */
export function Restricted({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? <Navigate to={landingFor(session.role)} replace /> : children;
}

/** The root page: the landing of the role, or /login with no user data. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? landingFor(session.role) : pages.login} replace />;
}

/** Screens of some roles only; for anyone else the page does not exist (as the server answers too). */
export function RoleGate({ roles, children }: { roles: readonly TRole[]; children: ReactNode }) {
  const session = useSession();
  if (!session || !roles.includes(session.role)) {
    return <EmptyState title={t('notFoundTitle')} hint={t('notFoundBody')} />;
  }
  return children;
}
