import {
  getGetSecurityGroupsQueryKey,
  useGetSecurityGroups,
} from '../../../codegen/api/security-groups/security-groups';
import type { GetSecurityGroups200 } from '../../../codegen/model/getSecurityGroups200';

// Module-level so the query's `select` keeps its identity and react-query memoises the list.
const selectGroups = (response: GetSecurityGroups200) => response.data;

/** The query key of GET /security-groups, whose cached value is the `{ data }` envelope. */
export const SECURITY_GROUPS_QUERY_KEY = getGetSecurityGroupsQueryKey();

/**
 * Every security group (GET /security-groups, administrators and developers only), unwrapped from `{ data }`: the
 * security groups screen and the server settings read the same cached list.
 */
export function useSecurityGroups() {
  return useGetSecurityGroups({ query: { select: selectGroups } });
}
