import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer } from '../app';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { findAccountByLogin, SEEDED_ACCOUNTS, type SeededAccount } from '../oidc/accounts';
import type { RequestAccount } from '../plugins/auth';
import {
  DEMO_DIRECTORIES,
  DEMO_GROUPS,
  DEMO_STRUCTURE,
  type DemoDirectory,
  type DemoEntity,
  type DemoFile,
  type DemoRemark,
} from './demo-structure';

const SEED_TOKEN = 'demo-seed:';

function requestAccount(account: SeededAccount): RequestAccount {
  return { id: account.id, displayName: account.displayName, email: account.email, roles: account.roles };
}

function seedAccount(login: string): SeededAccount {
  const account = findAccountByLogin(login);
  if (!account) throw new Error(`The demo project names an unknown account: ${login}`);
  return account;
}

/**
 * Fills an empty installation with the demo project through the API itself (an instance that never listens, whose
 * tokens are the seeded accounts' logins), so the demo obeys every rule of the contract and records its events.
 * Returns false, changing nothing, when the installation already holds directories, security groups or a structure.
 */
export async function createDemoProject(options: { config: ServerConfig; db: Db; blobDir: string }): Promise<boolean> {
  const directory = await options.db.selectFrom('directories').select('id').limit(1).executeTakeFirst();
  const group = await options.db.selectFrom('security_groups').select('id').limit(1).executeTakeFirst();
  const skeleton = await options.db.selectFrom('skeletons').select('id').limit(1).executeTakeFirst();
  if (directory ?? group ?? skeleton) return false;
  const seeder = await buildServer({
    ...options,
    verifier: (token) => Promise.resolve(requestAccount(seedAccount(token.slice(SEED_TOKEN.length)))),
  });
  try {
    // Every demo account signs in once, so that the server knows it (and can make it a group member) whatever
    // provider signs people in; the demo gives nobody default groups.
    for (const account of SEEDED_ACCOUNTS) await call(seeder, account.login, { method: 'GET', url: '/v1/application' });
    await call(seeder, 'admin', {
      method: 'PUT',
      url: '/v1/settings/domain-auth/default-security-group',
      payload: [],
    });
    const groups = await createGroups(seeder);
    const entities = await createStructure(seeder, groups);
    const directories = new Map<DemoDirectory, string>();
    for (const node of DEMO_DIRECTORIES) await makeDirectories(seeder, options.db, node, null, entities, directories);
    // The files come once everybody's rights are in place, each from its author.
    for (const [node, id] of directories) for (const file of node.files ?? []) await uploadFile(seeder, file, id);
  } finally {
    await seeder.close();
  }
  return true;
}

async function call<T>(
  seeder: FastifyInstance,
  login: string,
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: InjectOptions['payload'] },
): Promise<T> {
  const response = await seeder.inject({ ...request, headers: { authorization: `Bearer ${SEED_TOKEN}${login}` } });
  if (response.statusCode >= 300) {
    throw new Error(`The demo project could not be created: ${request.url} answered ${response.body}`);
  }
  if (response.statusCode === 204) return undefined as T;
  // Some operations answer the entity, others the `{ data }` envelope (the contract keeps the original API's shapes).
  const body = response.json<T | { data: T }>();
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

/** The structure, parents first, each entity's groups given points on it; answers the entities' ids by name. */
async function createStructure(
  seeder: FastifyInstance,
  groups: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const { id: skeletonId } = await call<{ id: string }>(seeder, 'admin', {
    method: 'POST',
    url: '/v1/skeleton',
    payload: { name: 'default' },
  });
  const ids = new Map<string, string>();
  const create = async (entity: DemoEntity, parentId: string | null): Promise<void> => {
    const { id } = await call<{ id: string }>(seeder, 'admin', {
      method: 'POST',
      url: '/v1/skeleton-entities',
      payload: {
        name: entity.name,
        parentId,
        skeletonId,
        description: entity.description ?? null,
        isCreatable: entity.creatable ?? false,
        securityGroups: (entity.groups ?? []).map((name) => groupId(groups, name)),
        allowCreateDirectory: !entity.structureOnly,
        isPinned: entity.pin !== undefined,
        pinShortName: entity.pin?.shortName ?? null,
        pinPriority: entity.pin?.priority ?? -1,
        metadata: entity.metadata ?? [],
      },
    });
    ids.set(entity.name, id);
    for (const child of entity.children ?? []) await create(child, id);
  };
  for (const entity of DEMO_STRUCTURE) await create(entity, null);
  return ids;
}

/**
 * The directories of the tree, parents first, each remembered with the node it was made from: with «Add {entity}»
 * for a node of a creatable entity, else found where the structure made it.
 */
async function makeDirectories(
  seeder: FastifyInstance,
  db: Db,
  node: DemoDirectory,
  parentId: string | null,
  entities: ReadonlyMap<string, string>,
  made: Map<DemoDirectory, string>,
) {
  const id = node.entity
    ? (
        await call<{ id: string }>(seeder, 'admin', {
          method: 'POST',
          url: '/v1/directories',
          payload: {
            name: node.name,
            parentId,
            skeletonEntityId: entities.get(node.entity),
            metadata: node.metadata ?? [],
          },
        })
      ).id
    : await madeByStructure(db, parentId, node.name);
  made.set(node, id);
  for (const child of node.children ?? []) await makeDirectories(seeder, db, child, id, entities, made);
}

async function madeByStructure(db: Db, parentId: string | null, name: string): Promise<string> {
  const row = await db
    .selectFrom('directories')
    .select('id')
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw new Error(`The demo structure did not make «${name}».`);
  return row.id;
}

async function createGroups(seeder: FastifyInstance): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const group of DEMO_GROUPS) {
    const { id } = await call<{ id: string }>(seeder, 'admin', {
      method: 'POST',
      url: '/v1/security-groups',
      payload: {
        name: group.name,
        description: group.description,
        members: group.members.map((login) => seedAccount(login).id),
        operations: group.operations,
      },
    });
    ids.set(group.name, id);
  }
  return ids;
}

function groupId(groups: ReadonlyMap<string, string>, name: string): string {
  const id = groups.get(name);
  if (!id) throw new Error(`The demo project names an unknown security group: ${name}`);
  return id;
}

async function uploadFile(seeder: FastifyInstance, file: DemoFile, directoryId: string) {
  const [first, ...later] = file.versions;
  if (!first) return;
  const form = async (version: DemoFile['versions'][number], fields: Record<string, string>) => {
    const content = typeof version === 'function' ? await version() : version;
    const body = new FormData();
    body.append('file', new Blob([content], { type: file.type }), file.name);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const document = await call<{ id: string }>(seeder, file.author, {
    method: 'POST',
    url: '/v1/documents',
    payload: await form(first, { parentDirectoryId: directoryId }),
  });
  for (const content of later) {
    await call(seeder, file.author, {
      method: 'POST',
      url: `/v1/documents/${document.id}/versions`,
      payload: await form(content, { documentId: document.id }),
    });
  }
  for (const remark of file.remarks ?? []) await addRemark(seeder, document.id, remark);
  if (file.agreedBy) {
    await call(seeder, file.agreedBy, {
      method: 'POST',
      url: `/v1/documents/${document.id}/agree`,
      payload: undefined,
    });
  }
}

async function addRemark(seeder: FastifyInstance, documentId: string, remark: DemoRemark) {
  const url = `/v1/documents/${documentId}/notes`;
  const [note] = await call<{ id: string }[]>(seeder, remark.by, {
    method: 'POST',
    url,
    payload: { comments: [remark.text] },
  });
  if (!note) throw new Error(`The demo remark «${remark.text}» was not created.`);
  for (const comment of remark.comments ?? []) {
    await call(seeder, comment.by, {
      method: 'POST',
      url: `${url}/${note.id}/comments`,
      payload: { comment: comment.text },
    });
  }
  if (remark.done)
    await call(seeder, remark.by, { method: 'POST', url: `${url}/${note.id}/toggle`, payload: undefined });
}
