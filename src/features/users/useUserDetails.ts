import { useQuery } from '@tanstack/react-query';
import { getUserSecurityGroups, useGetUserEditInfo } from '../../../codegen/api/users/users';
import type { GetUserEditInfo200 } from '../../../codegen/model/getUserEditInfo200';

// Module-level so the query's `select` keeps its identity and react-query memoises the answer.
const selectEditInfo = (response: GetUserEditInfo200) => response.data;

/** The edit modal's options: every role with its label and every security group (GET /users/edit-info). */
export function useUserEditInfo() {
  return useGetUserEditInfo({ query: { select: selectEditInfo } });
}

/** The key of a user's groups: the contract reads them with a POST, which the app caches as the query it is. */
export const userSecurityGroupsKey = (userId: string) => ['/users', userId, 'security-groups'] as const;

/** The ids of the user's security groups, to preselect them in the edit modal. */
export function useUserSecurityGroupIds(userId: string) {
  return useQuery({
    queryKey: userSecurityGroupsKey(userId),
    queryFn: async ({ signal }) => {
      const response = await getUserSecurityGroups(userId, undefined, signal);
      return response.data.map((group) => group.id);
    },
  });
}
