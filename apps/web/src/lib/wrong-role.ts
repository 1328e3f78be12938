import { ROLES, type Role } from '@homekeep/contracts/auth';

/** What the guard tells /home when it sends a signed-in person away from another role's page. */
type WrongRoleState = { wrongRole: { from: string; pageFor: Role } };

export const wrongRoleState = (from: string, pageFor: Role): WrongRoleState => ({
  wrongRole: { from, pageFor },
});

/** The guard's note in a location's state, if any. */
export function wrongRoleOf(state: unknown): WrongRoleState['wrongRole'] | null {
  const note = (state as Partial<WrongRoleState> | null)?.wrongRole;
  return note &&
    typeof note.from === 'string' &&
    (ROLES as readonly string[]).includes(note.pageFor)
    ? note
    : null;
}
