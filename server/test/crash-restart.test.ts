import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../src/db/database';
import { startProduct } from '../src/product';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { blobFiles, seedDirectory, uploadForm } from './documents.seed';
import { freePort } from '../../mocks/free-port';
import { fakeAppBuild } from './product-fixture';
import { STAFF } from './test-server';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'upload-server.ts');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startChild(dataDir: string, jwks: object): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, DATA_DIR: dataDir, TEST_JWKS: JSON.stringify(jwks) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return Promise.resolve();
  });
  let output = '';
  for await (const chunk of child.stdout) {
    output += String(chunk);
    const match = /listening (\d+)/.exec(output);
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`The server did not start: ${output}`);
}

async function waitForPartialWrite(blobDir: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const parts = await readdir(join(blobDir, '.tmp')).catch(() => []);
    const sizes = await Promise.all(parts.map(async (name) => (await stat(join(blobDir, '.tmp', name))).size));
    if (sizes.some((size) => size > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The upload never reached the blob storage.');
}

describe('a server killed during an upload', () => {
  it('restarts with consistent data: no document of the cut upload, no orphan blob, the finished ones intact', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cde-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const blobDir = join(dataDir, 'blobs');
    const db = createDatabase({ dataDir, databaseUrl: null });
    await migrateToLatest(db);
    const directory = await seedDirectory(db);
    await db.destroy();

    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' }] };
    const token = await new SignJWT({ name: STAFF.name, roles: STAFF.roles })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setSubject(STAFF.id)
      .setIssuer('http://issuer.test')
      .setAudience('urn:cde:api')
      .setExpirationTime('10m')
      .sign(privateKey);
    const { child, port } = await startChild(dataDir, jwks);

    // A finished upload, which must survive.
    const finishedForm = uploadForm(
      { name: 'АР-01 План.pdf', content: 'готовый файл' },
      { parentDirectoryId: directory.id },
    );
    const finished = await fetch(`http://127.0.0.1:${String(port)}/v1/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: finishedForm,
    });
    expect(finished.status).toBe(201);

    // An upload cut off by the kill: the head of a multipart body, then a part of the file, and no end.
    const boundary = 'crash-boundary';
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/documents',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(64 * 1024 * 1024),
      },
    });
    upload.on('error', () => undefined);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="parentDirectoryId"\r\n\r\n${directory.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Оборванный.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    upload.write(randomBytes(2 * 1024 * 1024));
    await waitForPartialWrite(blobDir);
    child.kill('SIGKILL');
    await once(child, 'exit');
    upload.destroy();

    // A blob renamed into place whose transaction never committed (the kill between rename and commit).
    const storage = await LocalDiskStorage.open(blobDir);
    const orphan = await storage.write(Readable.from([Buffer.from('никем не записанный')]));
    const before = await blobFiles(blobDir);
    expect(before.some((file) => file.startsWith('.tmp/'))).toBe(true);
    expect(before.some((file) => file.endsWith(orphan.key))).toBe(true);

    const appDir = await fakeAppBuild();
    cleanups.push(() => rm(appDir, { recursive: true, force: true }));
    const product = await startProduct({
      env: { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), DEMO_PROJECT: '0' },
      appDir,
    });
    cleanups.push(() => product.close());

    const documents = await product.app.db.selectFrom('documents').select(['id', 'name']).execute();
    expect(documents.map((document) => document.name)).toEqual(['АР-01 План.pdf']);
    const versions = await product.app.db.selectFrom('versions').select('blob_key').execute();
    expect(versions).toHaveLength(1);
    const after = await blobFiles(blobDir);
    expect(after).toEqual([join(versions[0]?.blob_key.slice(0, 2) ?? '', versions[0]?.blob_key ?? '')]);
  });
});
