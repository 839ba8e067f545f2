import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { viewerConfiguration } from '../services/viewer-configuration';
import { documentUpdated } from '../realtime/explorer-change';
import { draftSaved } from '../services/office-document';
import { sessionOfToken } from '../services/office-tokens';
import {
  changeLock,
  checkFileInfo,
  getFile,
  putFile,
  WopiRefusal,
  type WopiCall,
} from '../services/wopi-files.service';
import type { OfficeEditor } from './office-editor';
import { wopiFileId } from './wopi-file-id';
import { verifyWopiProof, type ProofHeaders } from './wopi-proof';

type FileParams = { fileId: string };

const LOCK_OVERRIDES = new Set(['LOCK', 'REFRESH_LOCK', 'UNLOCK', 'GET_LOCK']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function refuse(reply: FastifyReply, refusal: WopiRefusal): FastifyReply {
  void reply.code(refusal.status).header('X-WOPI-ServerError', refusal.message);
  if (refusal.currentLock !== undefined) void reply.header('X-WOPI-Lock', refusal.currentLock);
  return reply.send();
}

/**
 * The proof that the call comes from the configured editor (openapi/wopi-host.md), when its discovery offers proof
 * keys. A proof that fails is checked once more against a fresh discovery, as the editor rotates its keys.
 */
async function ensureProof(office: OfficeEditor, request: FastifyRequest, accessToken: string): Promise<void> {
  const headers: ProofHeaders = {
    ...(header(request, 'x-wopi-proof') === undefined ? {} : { proof: header(request, 'x-wopi-proof') }),
    ...(header(request, 'x-wopi-proofold') === undefined ? {} : { proofOld: header(request, 'x-wopi-proofold') }),
    ...(header(request, 'x-wopi-timestamp') === undefined ? {} : { timestamp: header(request, 'x-wopi-timestamp') }),
  };
  // The address the editor called and signed: WOPI_URL with its path prefix, which a proxy may or may not pass on.
  const base = new URL(office.wopiUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const url = base.origin + (request.url.startsWith(`${prefix}/`) ? request.url : `${prefix}${request.url}`);
  let discovery = await office.discovery.get();
  if (!discovery.proofKeys) return;
  let verdict = verifyWopiProof(discovery.proofKeys, { accessToken, url, headers });
  if (!verdict.ok && verdict.reason === 'invalid') {
    discovery = await office.discovery.refresh();
    if (!discovery.proofKeys) return;
    verdict = verifyWopiProof(discovery.proofKeys, { accessToken, url, headers });
  }
  // The WOPI specification asks for 500 when the proof fails.
  if (!verdict.ok) throw new WopiRefusal(500, `The proof of the call is ${verdict.reason}.`);
}

/**
 * The WOPI host (openapi/wopi-host.md) at /wopi/files: the editor's server reads and writes the office sessions' files
 * with their own tokens, never a user's bearer token. Bodies are the files' bytes, streamed into the blob storage.
 */
export async function registerWopiRoutes(app: FastifyInstance, office: OfficeEditor): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });

    const callOf = async (request: FastifyRequest): Promise<WopiCall> => {
      const { fileId } = request.params as FileParams;
      const token = (request.query as Record<string, unknown>)['access_token'];
      if (typeof token !== 'string' || token === '') throw new WopiRefusal(401, 'The access token is missing.');
      await ensureProof(office, request, token);
      const now = app.clock();
      const session = await sessionOfToken(app.db, token, now);
      if (!session) throw new WopiRefusal(401, 'The access token is unknown or expired.');
      if (wopiFileId(session.documentId, session.versionIndex) !== fileId)
        throw new WopiRefusal(401, 'The access token is not for this file.');
      return {
        db: app.db,
        blobs: app.blobs,
        viewers: viewerConfiguration(app.config),
        session,
        fileId,
        now,
        appOrigin: office.appOrigin,
      };
    };

    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof WopiRefusal) return refuse(reply, error);
      request.log.error({ err: error }, 'A WOPI call failed.');
      return refuse(reply, new WopiRefusal(500, 'The call failed.'));
    });

    // The token is in the address: no info-level request logs.
    const options = { logLevel: 'warn' as const };

    scope.get('/wopi/files/:fileId', options, async (request) => checkFileInfo(await callOf(request)));

    scope.get('/wopi/files/:fileId/contents', options, async (request, reply) => {
      const file = await getFile(await callOf(request));
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', file.size)
        .header('X-WOPI-ItemVersion', file.itemVersion)
        .send(file.stream);
    });

    scope.post('/wopi/files/:fileId/contents', options, async (request, reply) => {
      const call = await callOf(request);
      if (header(request, 'x-wopi-override') !== 'PUT') throw new WopiRefusal(400, 'X-WOPI-Override must be PUT.');
      const body = request.body as Readable | undefined;
      if (!body) throw new WopiRefusal(400, 'The file is missing.');
      const saved = await putFile(call, header(request, 'x-wopi-lock'), body);
      app.live.draftChanged(draftSaved(saved.document.id, call.now));
      app.live.publishChange(documentUpdated(saved.document, call.session.accountId, call.now));
      return reply.header('X-WOPI-ItemVersion', saved.itemVersion).send();
    });

    scope.post('/wopi/files/:fileId', options, async (request, reply) => {
      const call = await callOf(request);
      const override = header(request, 'x-wopi-override') ?? '';
      if (!LOCK_OVERRIDES.has(override))
        throw new WopiRefusal(501, `X-WOPI-Override ${override || '(none)'} is not supported.`);
      const lock = await changeLock(
        call,
        override as 'LOCK' | 'REFRESH_LOCK' | 'UNLOCK' | 'GET_LOCK',
        header(request, 'x-wopi-lock'),
        header(request, 'x-wopi-oldlock'),
      );
      if (lock !== undefined) void reply.header('X-WOPI-Lock', lock);
      return reply.send();
    });
    done();
  });
}
