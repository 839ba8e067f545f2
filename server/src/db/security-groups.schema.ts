/** Security groups and their members, in the portable shapes of schema.ts (JSON as text). */
export interface SecurityGroupTable {
  id: string;
  name: string;
  /** The name folded for comparison (trimmed, NFC, lower case): group names are unique on it. */
  name_key: string | null;
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

/** A security group's point on an owner; its priority is the owner's depth, read when it is used. */
export interface SecurityPointTable {
  owner_id: string;
  owner_kind: 'directory' | 'skeleton-entity';
  group_id: string;
  created_at: string;
}

/** Named server settings, the value as JSON (`domainAuth.defaultSecurityGroupIds`: string[]). */
export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface SecurityGroupsDatabase {
  security_groups: SecurityGroupTable;
  security_group_members: SecurityGroupMemberTable;
  security_points: SecurityPointTable;
  settings: SettingTable;
}
