import type { Role } from '@homekeep/contracts/auth';
import { paths } from '@/config/paths';

/** Where each role's own screens begin, how a button offering them reads, and who they serve. */
export const OWN_HOMES: Record<Role, { to: string; label: string; people: string }> = {
  resident: { to: paths.root, label: 'Go to your dashboard', people: 'residents' },
  vendor: { to: paths.orders, label: 'Go to your orders', people: 'vendors' },
  admin: { to: paths.admin, label: 'Go to the console', people: 'operators' },
};

/** What the guard tells /home when it sends a signed-in person away from another role's page. */
type WrongRoleState = { wrongRole: { from: string; pageFor: Role } };

export const wrongRoleState = (from: string, pageFor: Role): WrongRoleState => ({
  wrongRole: { from, pageFor },
});

/** The guard's note in a location's state, if any. */
export function wrongRoleOf(state: unknown): WrongRoleState['wrongRole'] | null {
  const note = (state as Partial<WrongRoleState> | null)?.wrongRole;
  return note && typeof note.from === 'string' && note.pageFor in OWN_HOMES ? note : null;
}
