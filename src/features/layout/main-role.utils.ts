import type { Role } from '../../../codegen/model/role';

/** Elevated roles first, then the ordinary ones in the order of the specification. */
const SIGNIFICANCE: readonly Role[] = [
  'administrator',
  'developer',
  'staff',
  'general-contractor',
  'external-user',
  'user',
];

/** The role the profile card shows for an account holding several. */
export function mainRole(roles: readonly Role[]): Role | undefined {
  return [...roles].sort((a, b) => SIGNIFICANCE.indexOf(a) - SIGNIFICANCE.indexOf(b))[0];
}
