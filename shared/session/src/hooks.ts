import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { deriveRoleFlags, type RoleFlags, type User } from '@optio/contracts/roles';
import type { AppDispatch, RootState } from './store';
import type { SessionStatus } from './sessionSlice';

export const useAppDispatch = () => useDispatch<AppDispatch>();

export interface SessionView extends RoleFlags {
  status: SessionStatus;
  user: User | null;
  isAuthenticated: boolean;
}

export function useSession(): SessionView {
  const { status, user } = useSelector((s: RootState) => s.session);
  return useMemo(
    () => ({ status, user, isAuthenticated: status === 'authenticated', ...deriveRoleFlags(user) }),
    [status, user],
  );
}
