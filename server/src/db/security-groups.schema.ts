/** Security groups and their members, in the portable shapes of schema.ts (JSON as text). */
export interface SecurityGroupTable {
  id: string;
  name: string;
  description: string | null;
  /** PermissionOperation[] as JSON. */
  operations: string;
  created_at: string;
  updated_at: string;
}

export interface SecurityGroupMemberTable {
  group_id: string;
  account_id: string;
}

export interface SecurityGroupsDatabase {
  security_groups: SecurityGroupTable;
  security_group_members: SecurityGroupMemberTable;
}
