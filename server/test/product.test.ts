import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { SEEDED_ACCOUNTS } from '../src/oidc/accounts';
import { startProduct, type RunningProduct } from '../src/product';
import { freePort } from '../../mocks/free-port';
import { fakeAppBuild } from './product-fixture';

let dataDir: string;
let appDir: string;
let product: RunningProduct;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cde-product-'));
  appDir = await fakeAppBuild();
  env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()) };
  product = await startProduct({ env, appDir });
});
afterAll(async () => {
  await product.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(appDir, { recursive: true, force: true });
});

describe('npm start: the whole product on one port', () => {
  it('serves the app, its config naming the local provider, and index.html for the app’s routes', async () => {
    const config = (await (await fetch(`${product.url}config.json`)).json()) as { oidc: Record<string, string> };
    expect(config.oidc).toEqual({
      authority: `${product.origin}/oidc`,
      clientId: 'cde-web',
      scope: 'openid profile email api domain',
    });
    const page = await fetch(`${product.url}directories/some-id`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(await (await fetch(`${product.url}app.js`)).text()).toContain('console.log');
    const root = await fetch(product.origin, { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/0/');
  });

  it('keeps 404 problems for missing files and unknown API paths', async () => {
    for (const path of ['/0/missing.js', '/v1/unknown', '/elsewhere']) {
      const response = await fetch(`${product.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('runs the sign-in provider under /oidc, whose issuer the API trusts', async () => {
    const discovery = (await (await fetch(`${product.origin}/oidc/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      authorization_endpoint: string;
    };
    expect(discovery.issuer).toBe(`${product.origin}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${product.origin}/oidc/auth`);
    const api = await fetch(`${product.origin}/v1/application`, { headers: { authorization: 'Bearer forged' } });
    expect(api.status).toBe(401);
  });

  it('creates the demo project on first start only', async () => {
    expect(product.demoCreated).toBe(true);
    const db = createDatabase({ dataDir, databaseUrl: null });
    const count = async () => {
      const directories = await db.selectFrom('directories').select('id').execute();
      const documents = await db.selectFrom('documents').select('id').execute();
      const versions = await db.selectFrom('versions').select('index').execute();
      return { directories: directories.length, documents: documents.length, versions: versions.length };
    };
    const first = await count();
    expect(first.directories).toBeGreaterThanOrEqual(8);
    expect(first.versions).toBeGreaterThan(first.documents);
    const remarks = await db.selectFrom('notes').select(['text', 'is_done']).execute();
    expect(remarks.length).toBeGreaterThanOrEqual(3);
    expect(remarks.some((remark) => remark.is_done === 0)).toBe(true);
    const agreed = await db.selectFrom('documents').select('name').where('agreed', '=', 1).execute();
    expect(agreed.map((row) => row.name)).toEqual(['КР-01 Фундаменты.pdf']);
    const top = await db.selectFrom('directories').select('name').where('parent_id', 'is', null).execute();
    expect(top.map((row) => row.name).sort()).toEqual(['ЖК «Северный квартал». Корпус 2', 'Нормативная документация']);

    // The project is made from the structure: its sections are the template's, «Нормативная документация» is pinned.
    const entities = await db.selectFrom('skeleton_entities').select(['id', 'name', 'is_creatable']).execute();
    const entityOf = await db
      .selectFrom('directories')
      .innerJoin('skeleton_entities', 'skeleton_entities.id', 'directories.skeleton_entity_id')
      .select(['directories.name as directory', 'skeleton_entities.name as entity'])
      .execute();
    expect(
      entities
        .filter((entity) => entity.is_creatable === 1)
        .map((entity) => entity.name)
        .sort(),
    ).toEqual(['Комплект рабочей документации', 'Объект строительства', 'Раздел проектной документации'].sort());
    expect(entityOf).toHaveLength(first.directories);
    expect(entityOf).toContainEqual({ directory: 'АР Рабочие чертежи', entity: 'Комплект рабочей документации' });

    // Security: the six accounts are known, the groups and their points are in place, nobody gets default groups.
    const accounts = await db.selectFrom('accounts').select('id').execute();
    expect(accounts.map((row) => row.id).sort()).toEqual(SEEDED_ACCOUNTS.map((account) => account.id).sort());
    const settings = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', '=', 'domainAuth.defaultSecurityGroupIds')
      .execute();
    expect(settings).toEqual([{ key: 'domainAuth.defaultSecurityGroupIds', value: '[]' }]);
    const points = await db
      .selectFrom('security_points')
      .innerJoin('skeleton_entities', 'skeleton_entities.id', 'security_points.owner_id')
      .innerJoin('security_groups', 'security_groups.id', 'security_points.group_id')
      .select(['skeleton_entities.name as entity', 'security_groups.name as group'])
      .execute();
    const ownersOf = (group: string) =>
      points
        .filter((point) => point.group === group)
        .map((point) => point.entity)
        .sort();
    expect(ownersOf('Изыскатели')).toEqual(['06 Инженерные изыскания']);
    expect(ownersOf('Генподрядчик')).toEqual(['04 Исполнительная документация']);
    expect(ownersOf('Технический надзор')).toEqual(['03 Рабочая документация']);
    expect(ownersOf('Проектировщики')).toEqual([
      '01 Исходно-разрешительная документация',
      '02 Проектная документация',
      '03 Рабочая документация',
      '05 Информационная модель',
      '06 Инженерные изыскания',
      'Объект строительства',
    ]);
    expect(ownersOf('Руководители проекта')).toHaveLength(8);
    expect(ownersOf('Участники проекта')).toEqual(['Нормативная документация']);
    const members = await db
      .selectFrom('security_group_members')
      .innerJoin('security_groups', 'security_groups.id', 'security_group_members.group_id')
      .select(['security_groups.name as group', 'security_groups.operations', 'security_group_members.account_id'])
      .execute();
    const login = (id: string) => SEEDED_ACCOUNTS.find((account) => account.id === id)?.login;
    expect(members.map((member) => [member.group, login(member.account_id)]).sort()).toEqual(
      [
        ['Генподрядчик', 'contractor'],
        ['Изыскатели', 'external'],
        ['Проектировщики', 'staff'],
        ['Руководители проекта', 'admin'],
        ['Технический надзор', 'user'],
        ...['admin', 'staff', 'contractor', 'external', 'user'].map((account) => ['Участники проекта', account]),
      ].sort(),
    );
    expect(JSON.parse(members.find((member) => member.group === 'Изыскатели')?.operations ?? '')).toEqual([]);

    await product.close();
    product = await startProduct({ env, appDir });
    expect(product.demoCreated).toBe(false);
    expect(await count()).toEqual(first);
    await db.destroy();
  });
});
