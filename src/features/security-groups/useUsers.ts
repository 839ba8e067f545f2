import { useGetUsers } from '../../../codegen/api/users/users';
import type { GetUsers200 } from '../../../codegen/model/getUsers200';

// Module-level so the query's `select` keeps its identity and react-query memoises the list.
const selectUsers = (response: GetUsers200) => response.data;

/** Every user (GET /users), unwrapped from `{ data }`: the members offered in the security group modal. */
export function useUsers() {
  return useGetUsers({ query: { select: selectUsers } });
}
