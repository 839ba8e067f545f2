import type { QueryClient } from '@tanstack/react-query';
import type { GetSecurityGroups200 } from '../../../codegen/model/getSecurityGroups200';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { SECURITY_GROUPS_QUERY_KEY } from '../../shared/security-groups/useSecurityGroups';

/** Changes the cached list of GET /security-groups (its `{ data }` envelope), when it is loaded. */
export function updateCachedGroups(
  queryClient: QueryClient,
  update: (groups: readonly SecurityGroup[]) => SecurityGroup[],
): void {
  queryClient.setQueryData<GetSecurityGroups200>(
    SECURITY_GROUPS_QUERY_KEY,
    (current) => current && { ...current, data: update(current.data) },
  );
}
