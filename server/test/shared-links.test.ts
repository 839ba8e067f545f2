import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../codegen/model/problemCode';
import type { SharedLink } from '../../codegen/model/sharedLink';
import { getSharedLinks200Response, shareDocument200Response } from '../../codegen/zod/sharing/sharing.zod';
import type { DownloadRequirementSetting } from '../src/config';
import { EXPIRED_LINK_RETENTION_MS, sweepExpiredSharedLinks } from '../src/services/shared-links.service';
import { expectProblem, type TestServer } from './directory-helpers';
import { downloadTree } from './download-helpers';
import { ADMIN, startTestServer, STAFF, type TestAccount } from './test-server';

/**
 * Shared links can be listed and revoked, do not outlive their expiry in the database, and obey the download rules
 * in force when they are opened (issue 18, item 3; docs/server.md, Shared links).
 */
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-22T10:00:00.000Z').getTime();
let now = START;
const COLLEAGUE: TestAccount = { id: 'c3000000-0000-4000-8000-000000000009', name: 'Козлов Денис', roles: ['staff'] };
const NDA: DownloadRequirementSetting = { id: 'nda-2026', text: 'Соглашение о неразглашении', buttonName: 'Принимаю' };

let server: TestServer;
let tree: Awaited<ReturnType<typeof downloadTree>>;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(now) });
  tree = await downloadTree(server);
});
afterAll(async () => {
  await server.app.close();
});

async function share(account: TestAccount, documentId: string, persistent = false): Promise<SharedLink> {
  const response = await server.call(account, {
    method: 'POST',
    url: '/v1/shared-documents',
    payload: { documentId, persistent },
  });
  expect(response.statusCode, response.body).toBe(200);
  return shareDocument200Response.parse(response.json());
}

const open = (link: SharedLink) => server.call(null, { method: 'GET', url: new URL(link.uri).pathname });
const revoke = (account: TestAccount, id: string) =>
  server.call(account, { method: 'DELETE', url: `/v1/shared-links/${id}` });

async function listed(account: TestAccount) {
  const response = await server.call(account, { method: 'GET', url: '/v1/shared-links' });
  expect(response.statusCode, response.body).toBe(200);
  return getSharedLinks200Response.parse(response.json()).data;
}

describe('GET and DELETE /v1/shared-links', () => {
  it('lists one’s own working links, newest first, and everyone’s for an administrator', async () => {
    now = START;
    const mine = await share(STAFF, tree.plan.id, true);
    now = START + 1000;
    const theirs = await share(ADMIN, tree.facade.id);

    const own = await listed(STAFF);
    expect(own.map((link) => link.id)).toContain(mine.id);
    expect(own.map((link) => link.id)).not.toContain(theirs.id);
    expect(own.find((link) => link.id === mine.id)).toMatchObject({
      kind: 'Document',
      name: 'АР-01 План.pdf',
      itemCount: 1,
      expiresAt: null,
      createdBy: { id: STAFF.id, displayName: STAFF.name },
    });
    const all = (await listed(ADMIN)).map((link) => link.id);
    expect(all.indexOf(theirs.id ?? '')).toBeLessThan(all.indexOf(mine.id ?? ''));
  });

  it('revokes a link for good for its creator, and keeps other people’s links from a colleague', async () => {
    now = START;
    const link = await share(STAFF, tree.plan.id);
    expect((await open(link)).statusCode).toBe(200);

    expectProblem(await revoke(COLLEAGUE, link.id ?? ''), 404, ProblemCode.NotFound);
    expect((await open(link)).statusCode).toBe(200);

    expect((await revoke(STAFF, link.id ?? '')).statusCode).toBe(204);
    expectProblem(await open(link), 404, ProblemCode.NotFound);
    expect((await listed(STAFF)).map((item) => item.id)).not.toContain(link.id);
    expectProblem(await revoke(STAFF, link.id ?? ''), 404, ProblemCode.NotFound);
  });

  it('lets an administrator revoke anyone’s link', async () => {
    now = START;
    const link = await share(STAFF, tree.facade.id, true);
    expect((await revoke(ADMIN, link.id ?? '')).statusCode).toBe(204);
    expectProblem(await open(link), 404, ProblemCode.NotFound);
  });
});

describe('expiry', () => {
  it('leaves expired links out of the list, says «expired» for 30 days, then sweeps them', async () => {
    now = START;
    const link = await share(STAFF, tree.plan.id);
    now = START + 8 * DAY;
    expect((await listed(STAFF)).map((item) => item.id)).not.toContain(link.id);
    expect(await sweepExpiredSharedLinks(server.app.db, new Date(now))).toBe(0);
    expectProblem(await open(link), 410, ProblemCode.ExpiredReference);

    now = START + 7 * DAY + EXPIRED_LINK_RETENTION_MS + 1;
    expect(await sweepExpiredSharedLinks(server.app.db, new Date(now))).toBeGreaterThanOrEqual(1);
    expectProblem(await open(link), 404, ProblemCode.NotFound);
  });
});

describe('download rules in force when a link is opened', () => {
  it('stops a link made before a requirement was configured until its creator accepts it', async () => {
    now = START;
    const link = await share(STAFF, tree.plan.id, true);
    const config = server.app.config as { downloadRequirements: readonly DownloadRequirementSetting[] };
    config.downloadRequirements = [NDA];
    try {
      expectProblem(await open(link), 403, ProblemCode.YouAreNotAllowedToDownloadDocument);
      const accepted = await server.call(STAFF, { method: 'POST', url: `/v1/download-acceptances/${NDA.id}` });
      expect(accepted.statusCode).toBe(204);
      expect((await open(link)).statusCode).toBe(200);
    } finally {
      config.downloadRequirements = [];
    }
  });
});
