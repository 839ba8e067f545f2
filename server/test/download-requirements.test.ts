import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadRequirements } from '../../codegen/model/downloadRequirements';
import { getDirectoryDownloadRequirements200Response } from '../../codegen/zod/directories/directories.zod';
import { getVersionDownloadRequirements200Response } from '../../codegen/zod/versions/versions.zod';
import type { DownloadRequirementSetting } from '../src/config';
import { expectProblem, UNKNOWN_ID, type TestServer } from './directory-helpers';
import { downloadTree, sharingSnapshot, zipBody } from './download-helpers';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount, joinOpenGroup } from './test-server';

const NDA: DownloadRequirementSetting = {
  id: 'nda-sevkvartal',
  text: 'Документация содержит сведения ограниченного распространения. Подтвердите, что не будете передавать её третьим лицам.',
  buttonName: 'Подтверждаю',
};
const RULES: DownloadRequirementSetting = { id: 'site_rules-2026', text: 'Правила площадки', buttonName: 'Принимаю' };

const asRequired = ({ id, text, buttonName }: DownloadRequirementSetting) => ({
  requirementText: text,
  buttonName,
  acceptanceEndpoint: `/v1/download-acceptances/${id}`,
  acceptanceEndpointMethod: 'POST',
});

let server: TestServer;
let tree: Awaited<ReturnType<typeof downloadTree>>;

beforeAll(async () => {
  server = await startTestServer({ config: { downloadRequirements: [NDA, RULES] } });
  tree = await downloadTree(server);
});
afterAll(async () => {
  await server.app.close();
});

/** An account of its own for each test, as acceptances are remembered per account. */
const freshStaff = (): TestAccount => ({ id: randomUUID(), name: 'Сотрудник', roles: ['staff'] });

async function directoryRequirements(account: TestAccount, id = tree.stage.id): Promise<DownloadRequirements> {
  const response = await server.call(account, { method: 'GET', url: `/v1/directories/${id}/download-requirements` });
  expect(response.statusCode, response.body).toBe(200);
  return getDirectoryDownloadRequirements200Response.parse(response.json());
}

async function versionRequirements(account: TestAccount): Promise<DownloadRequirements> {
  const response = await server.call(account, {
    method: 'GET',
    url: `/v1/documents/${tree.plan.id}/versions/-1/download-requirements`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return getVersionDownloadRequirements200Response.parse(response.json());
}

const accept = (account: TestAccount | null, requirementId: string) =>
  server.call(account, { method: 'POST', url: `/v1/download-acceptances/${requirementId}` });

async function acceptAll(account: TestAccount) {
  for (const { id } of [NDA, RULES]) expect((await accept(account, id)).statusCode).toBe(204);
}

describe('GET /v1/directories/{id}/download-requirements', () => {
  it('asks an account allowed by its role to accept every requirement first, each at its endpoint', async () => {
    expect(await directoryRequirements(await joinOpenGroup(server.app.db, freshStaff()))).toEqual({
      canDownload: false,
      requireAcceptance: [asRequired(NDA), asRequired(RULES)],
    });
  });

  it('refuses other roles outright: nothing to accept', async () => {
    expect(await directoryRequirements(USER)).toEqual({ canDownload: false, requireAcceptance: [] });
  });

  it('allows the download once everything is accepted, and only for the account that accepted', async () => {
    const account = await joinOpenGroup(server.app.db, freshStaff());
    expect((await accept(account, NDA.id)).statusCode).toBe(204);
    expect(await directoryRequirements(account)).toEqual({
      canDownload: false,
      requireAcceptance: [asRequired(RULES)],
    });
    expect((await accept(account, RULES.id)).statusCode).toBe(204);
    expect(await directoryRequirements(account)).toEqual({ canDownload: true, requireAcceptance: [] });
    expect(await directoryRequirements(await joinOpenGroup(server.app.db, freshStaff()))).toMatchObject({
      canDownload: false,
    });
  });

  it('asks again when the accepted text is not the present one', async () => {
    const account = await joinOpenGroup(server.app.db, freshStaff());
    await acceptAll(account);
    await server.app.db
      .updateTable('download_acceptances')
      .set({ text_sha256: '0'.repeat(64) })
      .where('account_id', '=', account.id)
      .where('requirement_id', '=', NDA.id)
      .execute();
    expect(await directoryRequirements(account)).toEqual({ canDownload: false, requireAcceptance: [asRequired(NDA)] });
  });

  it('answers 404 for an unknown directory, 400 for a malformed id, 401 without a token', async () => {
    const url = (id: string) => `/v1/directories/${id}/download-requirements`;
    expectProblem(await server.call(STAFF, { method: 'GET', url: url(UNKNOWN_ID) }), 404, 'NotFound');
    expectProblem(await server.call(STAFF, { method: 'GET', url: url('x') }), 400, 'ValidationFailed');
    expectProblem(await server.call(null, { method: 'GET', url: url(tree.stage.id) }), 401, 'SignIn');
  });
});

describe('POST /v1/download-acceptances/{requirementId}', () => {
  it('remembers the acceptance once, however often it is sent', async () => {
    const account = await joinOpenGroup(server.app.db, freshStaff());
    for (let time = 0; time < 2; time += 1) {
      const response = await accept(account, NDA.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const rows = await server.app.db
      .selectFrom('download_acceptances')
      .select('requirement_id')
      .where('account_id', '=', account.id)
      .execute();
    expect(rows).toEqual([{ requirement_id: NDA.id }]);
  });

  it('answers 404 for a requirement that is not configured and 400 for a malformed id, changing nothing', async () => {
    const before = await sharingSnapshot(server);
    expectProblem(await accept(STAFF, 'unknown-terms'), 404, 'NotFound');
    expectProblem(await accept(STAFF, 'x'.repeat(129)), 400, 'ValidationFailed');
    expectProblem(await accept(null, NDA.id), 401, 'SignIn');
    expect(await sharingSnapshot(server)).toEqual(before);
  });
});

describe('downloads wait for the acceptances', () => {
  it('refuses a directory zip with 403 YouAreNotAllowedToDownloadDirectory until everything is accepted', async () => {
    const account = await joinOpenGroup(server.app.db, freshStaff());
    const zip = () => server.call(account, { method: 'GET', url: `/v1/directories/${tree.facades.id}/download` });
    const before = await sharingSnapshot(server);
    expectProblem(await zip(), 403, 'YouAreNotAllowedToDownloadDirectory');
    expect(await sharingSnapshot(server)).toEqual(before);
    await acceptAll(account);
    zipBody(await zip(), 'Фасады.zip');
  });

  it('refuses a version download and a view until everything is accepted, and lists what is pending', async () => {
    const account = await joinOpenGroup(server.app.db, freshStaff());
    const url = `/v1/documents/${tree.plan.id}/versions/-1/download`;
    expect(await versionRequirements(account)).toEqual({
      canDownload: false,
      requireAcceptance: [asRequired(NDA), asRequired(RULES)],
    });
    expectProblem(await server.call(account, { method: 'GET', url }), 403, 'YouAreNotAllowedToDownloadDocument');
    expectProblem(
      await server.call(account, { method: 'GET', url: `${url}?inline=true` }),
      403,
      'YouAreNotAllowedToViewDocument',
    );
    await acceptAll(account);
    expect(await versionRequirements(account)).toEqual({ canDownload: true, requireAcceptance: [] });
    expect((await server.call(account, { method: 'GET', url })).statusCode).toBe(200);
    expect(await versionRequirements(ADMIN)).toMatchObject({ canDownload: false });
  });
});
