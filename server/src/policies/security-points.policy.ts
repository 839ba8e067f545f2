import type { RequestAccount } from '../plugins/auth';
import { isElevated } from './roles.policy';

/**
 * The groups an account may not add to a directory's own points (docs/access-control.md, the access viewer): an
 * administrator or developer may add any group; anyone else (who holds PermissionControl there, which the request
 * gate decides) only groups it is a member of, so that nobody hands out rights of groups not its own. Groups the
 * directory already owns points of may stay or go whoever asks. Empty when the change is allowed.
 */
export function groupsNotAddable(
  account: RequestAccount,
  change: { current: ReadonlySet<string>; wanted: readonly string[]; memberOf: ReadonlySet<string> },
): string[] {
  if (isElevated(account)) return [];
  return change.wanted.filter((id) => !change.current.has(id) && !change.memberOf.has(id));
}
