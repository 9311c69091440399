import { useSession } from '@optio/session';

/** Admins change things; educators (admin-like, docs/product.md#states) read users and edit the catalogue. */
export function useStaffRole(): { isAdmin: boolean; isEducator: boolean } {
  const role = useSession().user?.role;
  return { isAdmin: role === 'admin', isEducator: role === 'educator' };
}
