import type { ServerSettings } from '../../../codegen/model/serverSettings';
import type { Db } from '../db/database';
import { notFound } from '../problem';
import { existingSecurityGroupIds } from '../repositories/security-groups.repository';
import { readDefaultSecurityGroupIds, writeDefaultSecurityGroupIds } from '../repositories/settings.repository';
import type { AdminContext } from './admin-context';

export async function readSettings(db: Db): Promise<ServerSettings> {
  return { domainAuthSettings: { defaultSecurityGroupIds: await readDefaultSecurityGroupIds(db) } };
}

/**
 * The groups every account joins when the server first sees it, as a whole new list (empty: none). Every id must name
 * an existing group: the others are named in a 404, and the setting stays as it was.
 */
export async function setDefaultGroups(context: AdminContext, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await context.db.transaction().execute(async (trx) => {
    const existing = await existingSecurityGroupIds(trx, unique);
    const missing = unique.filter((id) => !existing.has(id));
    if (missing.length > 0) throw notFound(`Unknown security groups: ${missing.join(', ')}.`);
    await writeDefaultSecurityGroupIds(trx, unique, context.now.toISOString());
  });
}
