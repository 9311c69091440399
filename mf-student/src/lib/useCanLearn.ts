import { passesRoleGate } from '@optio/contracts/roles';
import { useSession } from '@optio/session';

/**
 * May the signed-in user pick up quests, complete tasks and set due dates? The same gate the
 * server applies to those routes (students; admin passes every gate): parents, observers and
 * staff browse quests but are not offered actions that would fail with 403.
 */
export function useCanLearn(): boolean {
  const { user } = useSession();
  return passesRoleGate(user?.role, ['student']);
}
