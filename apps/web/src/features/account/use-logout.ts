import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { clearSession, readSession } from '../../lib/session-store';

/** Ends the session here and on the server (best effort: the local session ends even offline). */
export function endSession(): void {
  const s = readSession();
  clearSession();
  if (s) void api('/login/logout', { refreshToken: s.refreshToken }, { auth: false }).catch(() => {});
}

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    endSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
