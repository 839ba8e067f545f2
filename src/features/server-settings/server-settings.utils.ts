import type { SecurityGroup } from '../../../codegen/model/securityGroup';

export interface GroupOption {
  value: string;
  label: string;
}

/** The multi-select's options: every security group by name, in the server's order. */
export function groupOptions(groups: readonly SecurityGroup[]): GroupOption[] {
  return groups.map((group) => ({ value: group.id, label: group.name }));
}

/**
 * The default groups to preselect: those of the settings that still exist, each once. A deleted group leaves the
 * defaults on the server (docs/access-control.md), so an unknown id is a stale answer, not something to send back.
 */
export function preselectedGroupIds(defaultIds: readonly string[], groups: readonly SecurityGroup[]): string[] {
  const known = new Set(groups.map((group) => group.id));
  return [...new Set(defaultIds)].filter((id) => known.has(id));
}
