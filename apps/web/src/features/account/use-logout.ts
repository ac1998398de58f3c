import { pages } from '@svc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, readSession } from '../../lib/session-store';
import { logout } from './api';

/** Ends the session here and on the server (best effort: the local session ends even offline). */
export function endSession(): void {
  const s = readSession();
  clearSession();
  if (s) void logout(s.refreshToken).catch(() => {});
}

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    endSession();
    queryClient.clear();
    navigate(pages.login, { replace: true });
  }, [navigate, queryClient]);
}
